import styled from 'styled-components';
import { site } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { media } from '@cc/shared-ui';
import { LandingSection } from './Section';

/** The three steps, in order; texts under `how.steps.<key>`. */
const steps = ['answer', 'result', 'talk'] as const;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(8)};
  }
`;

const Step = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  align-content: start;
  h3 {
    margin: ${({ theme }) => `${theme.space(2)} 0 ${theme.space(2)}`};
    font-size: 1.25rem;
    color: ${({ theme }) => theme.color.primary};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ${media.desktop} {
    grid-template-columns: 1fr;
    text-align: center;
    justify-items: center;
    h3 {
      margin-top: ${({ theme }) => theme.space(5)};
    }
    /* A quiet line joining the numbers: from this step's number towards the next one. */
    &:not(:last-child)::after {
      content: '';
      position: absolute;
      top: 26px;
      left: calc(50% + 40px);
      width: calc(100% - 80px + ${({ theme }) => theme.space(8)});
      border-top: 2px dashed ${({ theme }) => theme.color.border};
    }
  }
`;

const Number = styled.span`
  display: inline-grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.onAccent};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 1.35rem;
  font-weight: 700;
`;

/** Three numbered steps from answering questions to talking with someone. */
export function HowItWorks() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection headingId="landing-how-title" title={t('how.title')} lead={t('how.lead')} testId="how-it-works">
      <Steps>
        {steps.map((step, index) => (
          <Step key={step} data-testid={`how-step-${index + 1}`}>
            <Number aria-hidden="true">{index + 1}</Number>
            <div>
              <h3>{t(`how.steps.${step}.title`)}</h3>
              <p>{t(`how.steps.${step}.text`, { minutes: site.analysisMinutes })}</p>
            </div>
          </Step>
        ))}
      </Steps>
    </LandingSection>
  );
}
