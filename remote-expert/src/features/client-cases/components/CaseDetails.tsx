import styled from 'styled-components';
import type { CaseSummary } from '@cc/shared-contract';
import { useLanguage, useTranslation } from '@cc/shared-i18n';
import { formatDateTime } from '../../../common/case/format';
import '../texts';

const List = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 10px;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** What the client asked for: description, focus, language, format, region, when they can. */
export function CaseDetails({ item }: { item: CaseSummary }) {
  const { t } = useTranslation(['clientCases', 'expert']);
  const [language] = useLanguage();
  const rows: [string, string][] = [
    [t('details.summary'), item.summary],
    [t('details.focus'), item.focus ? t(`expert:options.focus.${item.focus}`) : t('details.anyFocus')],
    [t('details.language'), t(`expert:options.languages.${item.lang}`)],
    [t('details.format'), t(`details.formats.${item.format}`)],
  ];
  if (item.region) rows.push([t('details.region'), item.region]);
  if (item.availability) rows.push([t('details.availability'), item.availability]);
  rows.push([t('details.sentAt'), formatDateTime(item.created_at, language)]);
  return (
    <List data-testid="case-details">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}
