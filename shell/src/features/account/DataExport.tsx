import { useState } from 'react';
import { useTranslation } from '@cc/shared-i18n';
import { Button } from '@cc/shared-ui';
import { Alert, ButtonRow, Stack } from '@cc/shared-ui/forms';
import { FormErrorAlert, toFormError, type FormError } from '../../common/form-errors';
import { useExportAccount } from './api/account';

const exportFileName = 'konfliktkompass-daten.json';

/** Offers `data` as a JSON file download (a Blob link, clicked and released). */
function saveJson(data: unknown, fileName = exportFileName): void {
  const text = typeof data === 'string' ? data : JSON.stringify(data, null, 2);
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the Blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "Download my data": everything the api stores about the account, as JSON. */
export function DataExport() {
  const { t } = useTranslation('shell');
  const exporting = useExportAccount();
  const [saved, setSaved] = useState(false);
  const error: FormError | null = exporting.error ? toFormError(exporting.error) : null;

  const download = () => {
    if (exporting.isPending) return;
    setSaved(false);
    exporting.mutate(undefined, {
      onSuccess: (data) => {
        saveJson(data);
        setSaved(true);
      },
    });
  };

  return (
    <Stack aria-labelledby="account-export-title" role="group">
      <h3 id="account-export-title">{t('account.settings.export.title')}</h3>
      <p>{t('account.settings.export.text')}</p>
      <FormErrorAlert error={error} />
      {saved && (
        <Alert tone="success">
          <p>{t('account.settings.export.done', { file: exportFileName })}</p>
        </Alert>
      )}
      <ButtonRow>
        <Button $variant="secondary" onClick={download} aria-disabled={exporting.isPending}>
          {t('account.settings.export.submit')}
        </Button>
      </ButtonRow>
    </Stack>
  );
}
