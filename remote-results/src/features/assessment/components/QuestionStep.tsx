import type { Ref } from 'react';
import styled from 'styled-components';
import type { Answers, Scale } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import type { Step } from '../steps';
import { LikertQuestion } from './LikertQuestion';

/** The intro of a step's section (full text size, muted). */
const SectionIntro = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

interface QuestionStepProps {
  step: Step;
  /** How to answer (namespace "domain"); the heading when the step opens no section. */
  instructionKey: string;
  scale: Scale;
  answers: Answers;
  onAnswer: (itemId: string, value: number) => void;
  /** The step's heading, focused after every move between steps. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** One step of statements, under its section's heading when it opens one. */
export function QuestionStep({ step, instructionKey, scale, answers, onAnswer, headingRef }: QuestionStepProps) {
  const { t } = useTranslation(['results', 'domain']);
  return (
    <section aria-labelledby="assessment-step-heading" style={{ marginTop: 24 }}>
      <h2 id="assessment-step-heading" ref={headingRef} tabIndex={-1}>
        {step.section ? t(step.section.titleKey, { ns: 'domain' }) : t(instructionKey, { ns: 'domain' })}
      </h2>
      {step.section && <SectionIntro>{t(step.section.introKey, { ns: 'domain' })}</SectionIntro>}
      {step.section && <p>{t(instructionKey, { ns: 'domain' })}</p>}
      {step.items.map((item) => (
        <LikertQuestion
          key={item.id}
          itemId={item.id}
          number={item.number}
          text={t(item.textKey, { ns: 'domain' })}
          scale={scale}
          value={answers[item.id]}
          onChange={(value) => onAnswer(item.id, value)}
        />
      ))}
    </section>
  );
}
