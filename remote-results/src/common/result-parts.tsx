import type { AdvisorLinkState, AdvisorResultContext } from '@cc/shared-contract';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { type Measure, type SourceReference, site } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { ButtonLink, Container } from '@cc/shared-ui';
import { Muted } from './styles';

export const ResultPage = styled(Container)`
  max-width: 880px;
  padding-top: ${({ theme }) => theme.space(10)};
  padding-bottom: ${({ theme }) => theme.space(14)};
  h1 {
    font-size: clamp(1.8rem, 4.5vw, 2.6rem);
    color: ${({ theme }) => theme.color.primary};
  }
  h2 {
    font-size: 1.35rem;
    margin-top: 0;
  }
  h3 {
    font-size: 1.08rem;
    margin-bottom: 4px;
  }
`;

export const Block = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const Note = styled.p`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-left: 4px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.accentSoft};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

interface SectionProps {
  id: string;
  title: ReactNode;
  children: ReactNode;
}

export function Section({ id, title, children }: SectionProps) {
  return (
    <Block aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </Block>
  );
}

/** A focus category's measures, numbered: each one's title, then what to do (domain texts). */
export function MeasureList({ measures, testId }: { measures: readonly Measure[]; testId: string }) {
  const { t } = useTranslation('domain');
  return (
    <ol data-testid={testId}>
      {measures.map((measure) => (
        <li key={measure.id}>
          <strong>{t(measure.titleKey)}</strong>
          <br />
          {t(measure.textKey)}
        </li>
      ))}
    </ol>
  );
}

interface MethodProps {
  titleKey: string;
  paragraphKeys: readonly string[];
  sources: readonly SourceReference[];
}

/** "Method and sources": how the result comes about and the literature behind it. */
export function MethodSection({ titleKey, paragraphKeys, sources }: MethodProps) {
  const { t } = useTranslation('domain');
  return (
    <Section id="result-method" title={t(titleKey)}>
      {paragraphKeys.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
      <ul>
        {sources.map((source) => (
          <li key={source.id}>
            <Muted as="span">{t(source.citationKey)}</Muted>
            {source.url && (
              <>
                {' '}
                <a href={source.url} target="_blank" rel="noopener noreferrer">
                  {source.url.replace(/^https:\/\//, '')}
                </a>
              </>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

const Steps = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 16px;
  padding: 0;
  margin: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: 8px;
    align-items: flex-start;
  }
  p {
    margin: 0;
    flex: 1;
  }
`;

/**
 * Book a direct talk, the advisor chat and the matching checklist. The advisor link carries the
 * result (`advisorResult`: category and stage or the styles, nothing answered) in the router's
 * state, never in the URL: the public chat's first reply and its handoff to an expert refer to it.
 */
export function NextSteps({
  checklist,
  result,
}: {
  checklist: 'konflikt-analyse' | 'konflikt-stil';
  result?: AdvisorResultContext;
}) {
  const advisorState: AdvisorLinkState | undefined = result ? { advisorResult: result } : undefined;
  const { t } = useTranslation('results');
  const checklistKey = checklist === 'konflikt-analyse' ? 'analysisChecklist' : 'styleChecklist';
  return (
    <Section id="result-next-steps" title={t('result.next.title')}>
      <Steps>
        <li>
          <p>{t('result.next.bookingText')}</p>
          <ButtonLink href={site.links.booking}>{t('result.next.booking')}</ButtonLink>
        </li>
        <li>
          <p>{t('result.next.chatText')}</p>
          <ButtonLink to="/chat" state={advisorState} variant="secondary" data-testid="result-advisor-link">
            {t('result.next.chat')}
          </ButtonLink>
        </li>
        <li>
          <p>{t(`result.next.${checklistKey}Text`)}</p>
          <ButtonLink to={`/checklisten/${checklist}`} variant="secondary">
            {t(`result.next.${checklistKey}`)}
          </ButtonLink>
        </li>
      </Steps>
    </Section>
  );
}
