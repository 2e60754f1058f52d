// The advisor engine's public surface for the routes (see engine.ts for the flow).
export {
  AdvisorInputError,
  boundaryText,
  createAdvisorEngine,
  crisisText,
  parseAdvisorInput,
  runAdvisor,
  type AdvisorEngine,
  type AdvisorInputErrorCode,
  type EngineOptions,
} from './engine';
export { expertPath } from './coach';
export { detectLanguage } from './language';
export { classifySafety, type SafetyResult } from './safety';
export { OfflineProvider } from './offline-provider';
export { OpenAIProvider } from './openai-provider';
export * from './types';
