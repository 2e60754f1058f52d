import { useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import { similarityScale, valueItems, type Answers } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { Button } from '@cc/shared-ui';
import { Alert, useFormErrors } from '@cc/shared-ui/forms';

const Item = styled.fieldset<{ $missing: boolean }>`
  border: 1px solid ${({ theme, $missing }) => ($missing ? theme.color.danger : theme.color.border)};
  border-width: ${({ $missing }) => ($missing ? '2px' : '1px')};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  padding: 14px 18px 18px;
  margin: 0 0 14px;
  /* A floated legend sits inside the card (as in the analysis' questions): on the border, a
     statement of two or three lines on a phone had the card's top line run through it. */
  legend {
    float: left;
    width: 100%;
    padding: 0;
    font-weight: 600;
  }
  legend + * {
    clear: both;
  }
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: 6px;
  margin-top: 8px;
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
  label {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
    text-align: center;
    font-size: 0.85rem;
    padding: 8px 4px;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    cursor: pointer;
    @media (max-width: 640px) {
      flex-direction: row;
      text-align: left;
      padding: 8px 12px;
    }
  }
  label:has(input:checked) {
    background: ${({ theme }) => theme.color.surfaceMuted};
    border-color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    /* A submit focuses the first open item's first choice: scrolled up to it, the header, the
       progress bar and the item's statement (three lines on a phone) stay in view above it. */
    scroll-margin-top: 230px;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

const Missing = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
  margin: 8px 0 0;
`;

/** The shell's sticky header (its height, the shell's property; 68px in a host without it). */
const headerHeight = 'var(--kk-header-height, 68px)';

const Progress = styled.div`
  position: sticky;
  /* Below the shell's sticky header: at 0 the header (z-index 20) hid the whole bar while scrolling. */
  top: ${headerHeight};
  z-index: 1;
  background: ${({ theme }) => theme.color.bg};
  padding: 10px 0;
  margin-bottom: 12px;
  p {
    margin: 0 0 6px;
    font-weight: 600;
  }
  .bar {
    height: 10px;
    border-radius: 999px;
    background: ${({ theme }) => theme.color.surfaceMuted};
    overflow: hidden;
  }
  .fill {
    height: 100%;
    background: ${({ theme }) => theme.color.primary};
  }
`;

interface QuestionnaireProps {
  answers: Answers;
  onAnswer: (itemId: string, value: number) => void;
  onSubmit: () => void;
  submitting: boolean;
}

/** The items in screen order: the form's fields, the first open one takes the focus. */
const itemIds = valueItems.map((item) => item.id);

const scalePoints = Array.from(
  { length: similarityScale.max - similarityScale.min + 1 },
  (_, i) => similarityScale.min + i,
);

/** The twenty portrait items, each a radio group on the 6-point similarity scale. */
export function Questionnaire({ answers, onAnswer, onSubmit, submitting }: QuestionnaireProps) {
  const { t } = useTranslation(['results', 'domain']);
  const formRef = useRef<HTMLFormElement>(null);
  // The one form piece (issue #25): an open item is invalid (`true`: its card says so); the focus
  // goes to its first choice, as a radio group takes it.
  const form = useFormErrors<string, true>(itemIds, {
    target: (id) => formRef.current?.querySelector<HTMLInputElement>(`input[name="values-${id}"]`),
  });
  const answered = valueItems.filter((item) => answers[item.id] !== undefined).length;
  const total = valueItems.length;
  const open = total - answered;
  const progressText = t('valuesRadar.form.progress', { ns: 'results', answered, total });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      itemIds.filter((id) => answers[id] === undefined).map((id) => [id, true] as const),
    );
    if (form.show(missing) !== undefined) return;
    onSubmit();
  };

  const answer = (itemId: string, value: number) => {
    form.clear(itemId);
    onAnswer(itemId, value);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid="values-form">
      <p>
        <strong>{t('values.instruction', { ns: 'domain' })}</strong>
      </p>
      <Progress>
        <p data-testid="values-progress-text">{progressText}</p>
        <div
          className="bar"
          role="progressbar"
          aria-label={t('valuesRadar.form.progressLabel', { ns: 'results' })}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={answered}
          aria-valuetext={progressText}
        >
          <div className="fill" style={{ width: `${(answered / total) * 100}%` }} />
        </div>
      </Progress>
      {valueItems.map((item, index) => {
        const missing = form.errorOf(item.id) !== undefined;
        const messageId = `${form.idOf(item.id)}-missing`;
        return (
          <Item key={item.id} $missing={missing} data-testid={`values-item-${item.id}`}>
            <legend>
              {index + 1}. {t(item.textKey, { ns: 'domain' })}
            </legend>
            <Options>
              {scalePoints.map((point) => (
                <label key={point}>
                  <input
                    type="radio"
                    name={`values-${item.id}`}
                    value={point}
                    checked={answers[item.id] === point}
                    onChange={() => answer(item.id, point)}
                    // Read with the choice the focus lands on.
                    aria-describedby={missing ? messageId : undefined}
                  />
                  <span>{t(`scales.similarity.${point}`, { ns: 'domain' })}</span>
                </label>
              ))}
            </Options>
            {missing && <Missing id={messageId}>{t('valuesRadar.form.missingItem', { ns: 'results' })}</Missing>}
          </Item>
        );
      })}
      {form.hasErrors && (
        <Alert tone="error" data-testid="values-missing">
          <p>{t('valuesRadar.form.missing', { ns: 'results', count: open })}</p>
        </Alert>
      )}
      <div style={{ marginTop: 16 }}>
        <Button type="submit" $size="lg" disabled={submitting} data-testid="values-submit">
          {submitting
            ? t('valuesRadar.form.submitting', { ns: 'results' })
            : t('valuesRadar.form.submit', { ns: 'results' })}
        </Button>
      </div>
    </form>
  );
}
