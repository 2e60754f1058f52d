import styled from 'styled-components';
import type { CaseSummary } from '@cc/shared-contract';
import type { ReactNode } from 'react';
import { formatDateTime, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Markdown } from '@cc/shared-ui/markdown';
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
  dd.markdown {
    white-space: normal;
    p,
    ul,
    ol {
      margin: 0 0 8px;
    }
  }
`;

/**
 * What the client asked for: description (Markdown when it came from the advisor's summary,
 * rendered as the advisor renders it), focus, language, format, region, when they can.
 */
export function CaseDetails({ item }: { item: CaseSummary }) {
  const { t } = useTranslation(['clientCases', 'expert']);
  const [language] = useLanguage();
  const rows: [string, ReactNode][] = [
    [t('details.summary'), <Markdown key="summary">{item.summary}</Markdown>],
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
          <dd className={typeof value === 'string' ? undefined : 'markdown'}>{value}</dd>
        </div>
      ))}
    </List>
  );
}
