// The account's own data: download everything stored about it, and delete it with all of it.
import { useMutation } from '@tanstack/react-query';
import { callFunction, type ResponseSchema } from '@cc/shared-auth';
import { accountDeleteResponse, accountExportResponse, type AccountExportResponse } from '@cc/shared-contract';

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

export const useExportAccount = () => useMutation({ mutationFn: () => callFunction('account-export', verbatimExport) });

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: () => callFunction('account-delete', accountDeleteResponse, { body: { confirm: true } }),
  });
