import { apiErrorText } from '@cc/shared-auth/api-errors';
import { useTranslation } from '@cc/shared-i18n';
import { Button } from '@cc/shared-ui';
import { Alert } from '@cc/shared-ui/forms';

interface FailureProps {
  /** What did not work, in the page's words. */
  text: string;
  error: unknown;
  /** A load that failed offers to try again. */
  onRetry?: () => void;
  'data-testid'?: string;
}

/** A request of the team-round pages that failed: the page's sentence, then the api's reason. */
export function Failure({ text, error, onRetry, 'data-testid': testId }: FailureProps) {
  const { t } = useTranslation(['results', 'apiErrors']);
  return (
    <Alert
      tone="error"
      data-testid={testId}
      actions={onRetry && <Button onClick={onRetry}>{t('teamRounds.common.retry')}</Button>}
    >
      <p>{text}</p>
      <p>{apiErrorText(t, error)}</p>
    </Alert>
  );
}
