import styled from 'styled-components';
import type { Scale } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { media } from '@cc/shared-ui';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)} 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  /* A floated legend leaves the fieldset's border: the top line runs above the statement, not
     as a hairline to the right of it. */
  legend {
    float: left;
    width: 100%;
    padding: 0;
    font-weight: 600;
    font-size: 1.05rem;
    line-height: 1.45;
  }
  legend > span {
    display: block;
    font-size: 0.85rem;
    font-weight: 600;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** "noch offen" beside the number of a statement "Weiter" pointed out. */
const OpenMark = styled.strong`
  color: ${({ theme }) => theme.color.danger};
`;

const Options = styled.div<{ $count: number }>`
  clear: both;
  display: grid;
  gap: 8px;
  margin-top: ${({ theme }) => theme.space(3)};
  ${media.desktop} {
    grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  }
`;

const Option = styled.label`
  position: relative;
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.color.textMuted};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
  font-size: 0.95rem;
  line-height: 1.3;
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  &:has(input:checked) {
    border: 2px solid ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.surfaceMuted};
    font-weight: 600;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  ${media.desktop} {
    flex-direction: column;
    justify-content: flex-start;
    text-align: center;
  }
`;

interface LikertQuestionProps {
  itemId: string;
  number: number;
  text: string;
  scale: Scale;
  value: number | undefined;
  onChange: (value: number) => void;
  /** Pointed out as still open ("Weiter" with open statements). */
  open?: boolean;
}

/**
 * One statement as a native radio group: Tab enters it, the arrow keys move the choice, and the
 * legend names the group for screen readers.
 */
export function LikertQuestion({ itemId, number, text, scale, value, onChange, open = false }: LikertQuestionProps) {
  const { t } = useTranslation(['results', 'domain']);
  const points = Array.from({ length: scale.max - scale.min + 1 }, (_, i) => scale.min + i);
  return (
    <Fieldset data-testid={`question-${itemId}`} id={`question-${itemId}`}>
      <legend>
        <span>
          {t('runner.question', { number })}
          {open && <OpenMark> · {t('runner.gaps.mark')}</OpenMark>}
        </span>
        {text}
      </legend>
      <Options $count={points.length}>
        {points.map((point, index) => (
          <Option key={point}>
            <input
              type="radio"
              name={`q-${itemId}`}
              id={`q-${itemId}-${point}`}
              value={point}
              checked={value === point}
              onChange={() => onChange(point)}
            />
            {t(scale.labelKeys[index] ?? String(point), { ns: 'domain' })}
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}
