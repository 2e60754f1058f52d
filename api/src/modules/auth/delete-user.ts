// Deleting an account: account-delete (the person themselves) and the admin API's
// DELETE /admin/users/:id (hard or, with should_soft_delete, soft) both come here. The hard
// deletion reaches storage, team rounds and the news, so it lives above identity/; the soft one
// touches only identity's rows (identity/users.ts softDeleteUser).
import type { Tx } from '../../platform/db/client';
import { newsMailKey, provenAddress, unsubscribeAddress } from '../news/service';
import { forgetReviewer } from '../experts/service';
import { dropAccountRoundMail } from '../team-rounds/service';
import {
  RateLimiter,
  signInFailureFromIpPrefix,
  signInFailureKey,
  verifyFailureKey,
} from '../../platform/security/rate-limit';
import type { Services } from '../../platform/services';
import { removeUserObjects } from '../storage/service';
import { deleteLeadsUnder } from '../../identity/guest-leads';
import { softDeleteUser, type UserRow } from '../../identity/users';
import { dropMailTo } from '../../platform/mail/outbox';
import { deleteUser, forgetAddressInAudit } from './repo';

/**
 * The whole deletion: the user's storage files first (rows and files on disk or S3; they do not
 * cascade with the user), then in one transaction `alongside` (e.g. the admin API's audit record)
 * and every row of the person. `soft`: in one transaction `alongside` and softDeleteUser (the
 * account can no longer sign in; its id and what references it stay).
 */
export async function deleteUserAccount(
  services: Services,
  user: UserRow,
  options: { soft?: boolean; alongside?: (tx: Tx) => Promise<void> } = {},
): Promise<void> {
  const { soft = false, alongside } = options;
  if (soft) {
    await services.db.transaction(async (tx) => {
      await alongside?.(tx);
      await softDeleteUser(tx, user.id);
    });
    return;
  }
  await removeUserObjects(services.db, services.storage, user.id);
  await services.db.transaction(async (tx) => {
    await alongside?.(tx);
    // Guest sign-ins count as the account's only under an address a mail proved (provenAddress).
    await deleteUserAndData(tx, user, provenAddress(services.config, user));
  });
}

export async function deleteUserAndData(tx: Tx, user: UserRow, guestAddress: string | null): Promise<void> {
  const addresses = [user.email, user.emailChange].filter((value): value is string => !!value);
  // Mails to the person (pending ones carry live links; sent ones still name the address).
  await dropMailTo(tx, addresses);
  // Team rounds cascade with the user and the leads below (tallies, invitations with them); their
  // invitation mails not sent yet go to other addresses, so they go here.
  await dropAccountRoundMail(tx, user.id, guestAddress);
  if (guestAddress) await deleteLeadsUnder(tx, guestAddress);
  if (user.email) {
    // The wrong-password counters per account and IP carry the address too; one statement.
    await new RateLimiter(tx).resetAll(
      [signInFailureKey(user.email), verifyFailureKey(user.email), newsMailKey(user.email)],
      [signInFailureFromIpPrefix(user.email)],
    );
  }
  // The news subscription of the address, when the account proved it (an unconfirmed account
  // could name anyone's address).
  if (guestAddress) await unsubscribeAddress(tx, guestAddress);
  // The audit record keeps what happened and by whom (ids), but no longer the person's address,
  // except in the record of the deletion itself (who deleted which account).
  await forgetAddressInAudit(tx, user.id);
  // Likewise the expert decisions an admin took stay on record without the admin (the id is set
  // null by its foreign key) and without their address.
  await forgetReviewer(tx, user.id);
  // Identities, sessions (with their amr claims), refresh tokens, one-time tokens, MFA factors
  // (with their challenges), assessment results, checklist ticks, advisor conversations (with
  // their messages), expert requests, team rounds and the expert profile (with its decisions)
  // cascade (the guest leads' went with the leads above).
  await deleteUser(tx, user.id);
}
