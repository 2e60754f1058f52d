// The dashboard's account settings: download everything stored about the signed-in person, and
// delete the account with all of it. Both need a signed-in user (the same guard as GET /auth/v1/user).
import { endpoints } from '@cc/shared-contract';
import { Hono } from 'hono';
import type { AppEnv } from '../../../platform/http/context';
import { validationFailed } from '../../../platform/http/errors';
import { respond, validBody } from '../../../platform/http/validate';
import { requireUser } from '../../../identity/middleware';
import { deleteUserAccount, exportAccountData } from '../service';

const { exportAccount, deleteAccount } = endpoints;

const confirmDeletion = () => validationFailed('To delete the account and all its data, send {"confirm": true}');

export function accountRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post(exportAccount.path, requireUser, async (c) => {
    return respond(c, exportAccount, await exportAccountData(c.get('services'), c.get('auth').user));
  });

  // Anything but {"confirm": true}, an empty or unreadable body included, is the same refusal.
  app.post(
    deleteAccount.path,
    requireUser,
    validBody(deleteAccount, { unreadable: confirmDeletion, invalid: confirmDeletion }),
    async (c) => {
      const services = c.get('services');
      const { user } = c.get('auth');
      await deleteUserAccount(services, user);
      services.logger.info('account deleted', { user_id: user.id });
      return respond(c, deleteAccount, { deleted: true });
    },
  );
  return app;
}
