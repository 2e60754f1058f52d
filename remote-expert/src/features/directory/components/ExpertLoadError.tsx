// The chosen expert could not be loaded (their profile page, a request addressed to them): what
// the api said and a retry, the same on both pages.
import { apiErrorText } from '@cc/shared-auth/api-errors';
import { useTranslation } from '@cc/shared-i18n';
import { Button } from '@cc/shared-ui';
import { Alert } from '@cc/shared-ui/forms';

export function ExpertLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['expertDirectory', 'apiErrors']);
  return (
    <Alert
      tone="error"
      actions={
        <Button $variant="secondary" onClick={onRetry}>
          {t('directory.error.retry')}
        </Button>
      }
    >
      <p>{apiErrorText(t, error)}</p>
    </Alert>
  );
}
