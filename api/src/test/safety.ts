// Test helpers for the safety layer's decisions on one message (api/src/advisor/safety/*.test.ts).
import { assessMessage, isUrgent, topUrgent } from '../advisor/safety/assess';

/** What the engine answers a message with: help first for its top urgent label, the gentle note, or nothing. */
export function safetyAnswer(text: string): string {
  const safety = assessMessage(text);
  return isUrgent(safety) ? `help:${topUrgent(safety)}` : safety.gentle ? 'note' : 'none';
}

/** The labels the safety layer gives a message. */
export const safetyLabels = (text: string) => assessMessage(text).labels;
