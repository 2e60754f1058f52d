// A stand-in for web-member's TeamResultView (components/TeamResultView.tsx, same props) until it is on main.
import type { TeamRoundResult } from '@cc/shared-contract';
import { useTranslation } from '@cc/shared-i18n';

export function ResultPlaceholder({ result }: { result: TeamRoundResult; roundId: string }) {
  const { t } = useTranslation('domain');
  return (
    <div data-testid="team-result">
      <ul>
        {result.categories.map((category) => (
          <li key={category.category}>
            {t(`analysis.categories.${category.category}.name`)}: {category.mean}
          </li>
        ))}
      </ul>
    </div>
  );
}
