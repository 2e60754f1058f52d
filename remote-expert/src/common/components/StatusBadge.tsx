import type { ExpertProfileStatus } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { Badge, type BadgeTone } from '@cc/shared-ui';

const tones: Record<ExpertProfileStatus, BadgeTone> = {
  draft: 'neutral',
  submitted: 'accent',
  approved: 'success',
  rejected: 'neutral',
  suspended: 'neutral',
};

/** A profile's status as a badge ("Entwurf", "Eingereicht", ...). */
export function StatusBadge({ status }: { status: ExpertProfileStatus }) {
  const { t } = useTranslation('expert');
  return (
    <Badge $tone={tones[status]} data-testid="profile-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
