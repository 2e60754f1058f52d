import type {
  AdvisorAction,
  AdvisorHelpKind,
  AdvisorLanguage,
  AdvisorMode,
  AdvisorPhase,
  AdvisorSafetyCategory,
  AdvisorStoredMessage,
  AdvisorSummary,
} from '@cc/shared-contract';

/** What an advisor message was; null for the user's own. */
export type MessageKind = AdvisorStoredMessage['kind'];

/** One message as the chat shows it (the public chat keeps these in sessionStorage). */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  kind: MessageKind;
  /** Why safety rules answered (crisis lines are shown prominently). */
  safety?: AdvisorSafetyCategory | null;
  /** Help kept visible from this reply on (a crisis or harassment earlier in the conversation). */
  help?: AdvisorHelpKind[];
  /** Product tools the reply recommends. */
  tools?: { id: string; path: string }[];
  /** With a summary turn: the structured summary. */
  summary?: AdvisorSummary | null;
  /** The user stopped the reply before it was complete. */
  stopped?: boolean;
  /** The language the reply is written in. */
  lang?: AdvisorLanguage;
  /** The configured model failed and the built-in coach answered. */
  fallback?: boolean;
}

/** What the user asks of the next turn. */
export interface Turn {
  action: AdvisorAction;
  message?: string;
  /** Jump back to this phase before the turn (premium). */
  phase?: AdvisorPhase;
}

/** What a finished turn tells the page (premium: phase and mode). */
export interface TurnResult {
  phase: AdvisorPhase;
  mode: AdvisorMode;
  summary: AdvisorSummary | null;
  conversationId: string | null;
}
