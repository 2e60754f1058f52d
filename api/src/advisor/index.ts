// The advisor engine's public surface for the routes (see engine.ts for the flow).
export {
  AdvisorInputError,
  boundaryText,
  createAdvisorEngine,
  crisisText,
  harassmentText,
  parseAdvisorInput,
  runAdvisor,
  type AdvisorEngine,
  type AdvisorInputErrorCode,
  type EngineOptions,
} from './engine';
export { expertPath } from './coach';
export { detectLanguage } from './language';
export { assessConversation, assessMessage, type ConversationSafety, type MessageSafety } from './safety/assess';
export { OfflineProvider } from './offline-provider';
export { OpenAIProvider } from './openai-provider';
export * from './types';
