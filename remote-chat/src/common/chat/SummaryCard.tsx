import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { AdvisorSummary } from '@cc/shared-contract';
import { useTranslation } from '@cc/shared-i18n';
import { Markdown } from '@cc/shared-ui/lazy-markdown';

const Card = styled.section`
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  h3 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
  h4 {
    margin: 12px 0 4px;
    font-size: 1rem;
    font-family: ${({ theme }) => theme.font.body};
  }
  p,
  ul,
  ol {
    margin: 0;
  }
  ul,
  ol {
    padding-left: 1.3em;
  }
`;

/** A session's summary: situation, interests, options and next steps (the advisor's Markdown, e.g. tool links). */
export function SummaryCard({ summary, actions }: { summary: AdvisorSummary; actions?: ReactNode }) {
  const { t } = useTranslation('chat');
  const list = (items: string[], ordered = false) => {
    if (items.length === 0) return <p>{t('summary.none')}</p>;
    const Tag = ordered ? 'ol' : 'ul';
    return (
      <Tag>
        {items.map((item, index) => (
          <li key={index}>
            <Markdown inline>{item}</Markdown>
          </li>
        ))}
      </Tag>
    );
  };
  return (
    <Card aria-label={t('summary.title')} data-testid="summary-card">
      <h3>{t('summary.title')}</h3>
      <h4>{t('summary.situation')}</h4>
      <p>
        <Markdown inline>{summary.situation}</Markdown>
      </p>
      <h4>{t('summary.interests')}</h4>
      {list(summary.interests)}
      <h4>{t('summary.options')}</h4>
      {list(summary.options)}
      <h4>{t('summary.nextSteps')}</h4>
      {list(summary.next_steps, true)}
      {actions && <div style={{ marginTop: 12 }}>{actions}</div>}
    </Card>
  );
}
