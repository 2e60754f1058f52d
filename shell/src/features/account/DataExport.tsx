import { useTranslation } from '@cc/shared-i18n';
import { Button } from '@cc/shared-ui';
import { ButtonRow, saveWithToast, Stack } from '@cc/shared-ui/forms';
import { FormErrorAlert, toFormError, type FormError } from '../../common/form-errors';
import { useExportAccount } from './api/account';

/** "Download my data": everything the api stores about the account, as JSON. */
export function DataExport() {
  const { t } = useTranslation('shell');
  const exporting = useExportAccount();
  const error: FormError | null = exporting.error ? toFormError(exporting.error) : null;

  const download = () => {
    if (exporting.isPending) return;
    exporting.mutate(undefined, {
      onSuccess: (data) => {
        const text = typeof data === 'string' ? data : JSON.stringify(data, null, 2);
        // The file's name is in the page's language, as the toast that names it.
        const file = t('account.settings.export.file');
        void saveWithToast(new Blob([text], { type: 'application/json' }), file, {
          saved: t('account.settings.export.saved', { file }),
          failed: t('account.settings.export.saveFailed'),
        });
      },
    });
  };

  return (
    <Stack aria-labelledby="account-export-title" role="group">
      <h3 id="account-export-title">{t('account.settings.export.title')}</h3>
      <p>{t('account.settings.export.text')}</p>
      <FormErrorAlert error={error} />
      <ButtonRow>
        <Button $variant="secondary" onClick={download} aria-disabled={exporting.isPending}>
          {t('account.settings.export.submit')}
        </Button>
      </ButtonRow>
    </Stack>
  );
}
