// A quiet indicator of where the session is; earlier phases can be chosen to go back to with the
// next message.
import styled from 'styled-components';
import { type AdvisorPhase, advisorPhases } from '@cc/shared-contract';
import { useTranslation } from '@cc/shared-i18n';
import { TextButton } from '@cc/shared-ui';

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 6px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  li + li::before {
    content: '›';
    color: ${({ theme }) => theme.color.border};
  }
  [aria-current='step'] {
    color: ${({ theme }) => theme.color.primary};
    font-weight: 700;
  }
  button {
    font-size: inherit;
    font-weight: 500;
    min-height: 32px;
  }
`;

interface PhaseProgressProps {
  phase: AdvisorPhase;
  /** The phase the next message goes back to, if the user chose one. */
  target: AdvisorPhase | null;
  onJump: (phase: AdvisorPhase | null) => void;
}

export function PhaseProgress({ phase, target, onJump }: PhaseProgressProps) {
  const { t } = useTranslation('chat');
  const current = advisorPhases.indexOf(phase);
  return (
    <nav aria-label={t('phases.label')} data-testid="phase-progress">
      <Steps>
        {advisorPhases.map((step, index) => (
          <li key={step} aria-current={index === current ? 'step' : undefined}>
            {index < current ? (
              <TextButton
                onClick={() => onJump(step)}
                aria-pressed={target === step}
                aria-label={t('phases.jumpLabel', { phase: t(`phases.names.${step}`) })}
              >
                {t(`phases.names.${step}`)}
              </TextButton>
            ) : (
              <span>{t(`phases.names.${step}`)}</span>
            )}
          </li>
        ))}
      </Steps>
      {target && (
        <p role="status" style={{ margin: '6px 0 0', fontSize: '0.9rem' }}>
          {t('phases.pending', { phase: t(`phases.names.${target}`) })}{' '}
          <TextButton onClick={() => onJump(null)}>{t('phases.cancel')}</TextButton>
        </p>
      )}
    </nav>
  );
}
