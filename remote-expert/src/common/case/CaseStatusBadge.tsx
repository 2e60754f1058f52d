import type { ExpertRequestStatus } from '@cc/shared-contract';
import { useTranslation } from '@cc/shared-i18n';
import { Badge, type BadgeTone } from '@cc/shared-ui';
import './texts';

// Open cases stand out; what is under way is calm; the final ones step back.
const tones: Record<ExpertRequestStatus, BadgeTone> = {
  neu: 'accent',
  angenommen: 'success',
  terminiert: 'premium',
  abgeschlossen: 'neutral',
  abgelehnt: 'neutral',
  storniert: 'neutral',
};

interface CaseStatusBadgeProps {
  status: ExpertRequestStatus;
  'data-testid'?: string;
}

/** A case's status as a badge ("Neu", "Angenommen", "Terminiert", ...). */
export function CaseStatusBadge({ status, 'data-testid': testId = 'case-status-badge' }: CaseStatusBadgeProps) {
  const { t } = useTranslation('expert');
  return (
    <Badge $tone={tones[status]} data-testid={testId} data-status={status}>
      {t(`case.status.${status}`)}
    </Badge>
  );
}
