import type { CaseStatus } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { Badge, type BadgeTone } from '@cc/shared-ui';

// PLACEHOLDER until client-cases-ui lands the case StatusBadge in src/common/case/.
const tones: Record<CaseStatus, BadgeTone> = {
  neu: 'accent',
  angenommen: 'premium',
  terminiert: 'premium',
  abgeschlossen: 'success',
  abgelehnt: 'neutral',
  storniert: 'neutral',
};

export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  const { t } = useTranslation('expert');
  return (
    <Badge $tone={tones[status]} data-testid="case-status" data-status={status}>
      {t(`cases.statuses.${status}`)}
    </Badge>
  );
}
