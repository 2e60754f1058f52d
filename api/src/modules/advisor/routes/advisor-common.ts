// What the advisor's routes share: the premium guard and the `:id` check.
import { uuidShape } from '../../../platform/db/uuid';
import { requireOwner } from '../../../identity/middleware';
import { conversationNotFound } from '../service';

/** The `:id` of a conversation route; anything but a UUID names nothing. */
export function conversationId(id: string): string {
  if (!uuidShape.test(id)) throw conversationNotFound();
  return id.toLowerCase();
}

/** Premium endpoints: a signed-in user or a guest; anonymous visitors get 401 not_authenticated. */
export const premiumOnly = requireOwner('Sign in or continue as a guest to use the premium advisor');
