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
  /** What this step's statements are about: its heading. */
  title: string;
  /** How to answer (namespace "domain"), under the heading of every step. */
  instructionKey: string;
  scale: Scale;
  answers: Answers;
  onAnswer: (itemId: string, value: number) => void;
  /** Point out the statements still open on this step. */
  markOpen?: boolean;
  /** The step's heading, focused after every move between steps. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** One step of statements under a heading of its own; a step that opens a section introduces it. */
export function QuestionStep({
  step,
  title,
  instructionKey,
  scale,
  answers,
  onAnswer,
  headingRef,
  markOpen = false,
}: QuestionStepProps) {
  const { t } = useTranslation(['results', 'domain']);
  return (
    <section aria-labelledby="assessment-step-heading" style={{ marginTop: 24 }}>
      <h2 id="assessment-step-heading" ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {step.section && (
        <SectionIntro>
          <strong>{t(step.section.titleKey, { ns: 'domain' })}:</strong> {t(step.section.introKey, { ns: 'domain' })}
        </SectionIntro>
      )}
      <p>{t(instructionKey, { ns: 'domain' })}</p>
      {step.items.map((item) => (
        <LikertQuestion
          key={item.id}
          itemId={item.id}
          number={item.number}
          text={t(item.textKey, { ns: 'domain' })}
          scale={scale}
          value={answers[item.id]}
          onChange={(value) => onAnswer(item.id, value)}
          open={markOpen && answers[item.id] === undefined}
        />
      ))}
    </section>
  );
}
