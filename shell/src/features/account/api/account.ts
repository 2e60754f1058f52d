// The account settings' requests: a new password, a new address (confirmed by mail), everything
// stored about the account as a download, and deleting it with all of it.
import { useMutation } from '@tanstack/react-query';
import { type ResponseSchema } from '@cc/shared-auth';
import { createApiClient } from '@cc/shared-auth/api-client';
import { accountEndpoints, accountExportResponse, type AccountExportResponse } from '@cc/shared-contract';
import { authRequest } from '../../../common/auth-request';
import { authRedirectUrl } from '../../../common/form-errors';

/** A new password, confirmed with the current one (the api refuses it without). */
export const useChangePassword = () =>
  useMutation({
    mutationFn: ({ password, currentPassword }: { password: string; currentPassword: string }) =>
      authRequest((auth) => auth.updateUser({ password, current_password: currentPassword })),
  });

/** The new address becomes the account's once its owner follows the link sent to it. */
export const useChangeEmail = () =>
  useMutation({
    mutationFn: ({ email, lang }: { email: string; lang: string }) =>
      authRequest((auth) =>
        auth.updateUser({ email, data: { lang } }, { emailRedirectTo: authRedirectUrl('email-changed') }),
      ),
  });

/**
 * Checks the export against the contract but hands on the document as the api sent it: the file is
 * the person's copy of their data, so nothing the schema does not name may be stripped from it.
 */
const verbatimExport: ResponseSchema<AccountExportResponse> = {
  safeParse(data) {
    const parsed = accountExportResponse.safeParse(data);
    return parsed.success ? { success: true, data: data as AccountExportResponse } : parsed;
  },
};

const accountApi = createApiClient(accountEndpoints);

export const useExportAccount = () =>
  useMutation({ mutationFn: () => accountApi.exportAccount({ response: verbatimExport }) });

export const useDeleteAccount = () =>
  useMutation({ mutationFn: () => accountApi.deleteAccount({ body: { confirm: true } }) });
