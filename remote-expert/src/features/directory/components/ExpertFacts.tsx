import styled from 'styled-components';
import type { PublicExpert } from '@cc/shared-contract';
import { useLanguage, useTranslation } from '@cc/shared-i18n';
import { Badge } from '@cc/shared-ui';
import { formatFee } from '../../../common/format';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 12px;
  margin: 0;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.9rem;
    padding-top: 2px;
  }
  dd {
    margin: 0;
  }
  @media (max-width: 420px) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: 6px;
    }
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 1px 10px;
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.color.surfaceMuted};
    font-size: 0.9rem;
  }
`;

/** "150 € pro Stunde" or "Honorar auf Anfrage". */
export function useFeeText() {
  const { t } = useTranslation('expertDirectory');
  const [language] = useLanguage();
  return (expert: Pick<PublicExpert, 'fee_per_hour_cents'>) =>
    expert.fee_per_hour_cents === null
      ? t('fee.onRequest')
      : t('fee.perHour', { fee: formatFee(expert.fee_per_hour_cents, language) });
}

/** "Erstgespräch kostenlos" as a badge. */
export function FirstTalkFree() {
  const { t } = useTranslation('expertDirectory');
  return (
    <Badge $tone="success" data-testid="first-talk-free">
      {t('fee.firstTalkFree')}
    </Badge>
  );
}

interface ExpertFactsProps {
  expert: PublicExpert;
  /** The card leaves out the fee (shown beside the name); the profile page lists everything. */
  withFee?: boolean;
}

/** Focus areas, languages, formats (with the region for in-person talks) and the fee. */
export function ExpertFacts({ expert, withFee = true }: ExpertFactsProps) {
  const { t } = useTranslation(['expertDirectory', 'expert']);
  const fee = useFeeText();
  return (
    <List>
      <dt>{t('facts.focus')}</dt>
      <dd>
        <Tags>
          {expert.focus_areas.map((focus) => (
            <li key={focus}>{t(`expert:options.focus.${focus}`)}</li>
          ))}
        </Tags>
      </dd>
      <dt>{t('facts.languages')}</dt>
      <dd>{expert.languages.map((lang) => t(`expert:options.languages.${lang}`)).join(', ')}</dd>
      <dt>{t('facts.formats')}</dt>
      <dd>
        {expert.formats
          .map((format) =>
            format === 'in_person' && expert.city_region
              ? t('facts.inPersonIn', { region: expert.city_region })
              : t(`expert:options.formats.${format}`),
          )
          .join(', ')}
      </dd>
      {withFee && (
        <>
          <dt>{t('facts.fee')}</dt>
          <dd>{fee(expert)}</dd>
        </>
      )}
    </List>
  );
}
