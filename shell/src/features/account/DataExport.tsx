import { useTranslation } from '@cc/shared-i18n';
import { Button, showToast } from '@cc/shared-ui';
import { ButtonRow, downloadFile, Stack } from '@cc/shared-ui/forms';
import { FormErrorAlert, toFormError, type FormError } from '../../common/form-errors';
import { useExportAccount } from './api/account';

const exportFileName = 'konfliktkompass-daten.json';

/** Offers the export as a JSON file; false where the browser refused it. */
function saveJson(data: unknown): boolean {
  const text = typeof data === 'string' ? data : JSON.stringify(data, null, 2);
  return downloadFile(new Blob([text], { type: 'application/json' }), exportFileName);
}

/** "Download my data": everything the api stores about the account, as JSON. */
export function DataExport() {
  const { t } = useTranslation('shell');
  const exporting = useExportAccount();
  const error: FormError | null = exporting.error ? toFormError(exporting.error) : null;

  const download = () => {
    if (exporting.isPending) return;
    // The browser saves without a word of its own: a toast names the file, or says what to do.
    exporting.mutate(undefined, {
      onSuccess: (data) => {
        if (saveJson(data)) void showToast(t('account.settings.export.saved', { file: exportFileName }), 'success');
        else void showToast(t('account.settings.export.saveFailed'), 'error');
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
