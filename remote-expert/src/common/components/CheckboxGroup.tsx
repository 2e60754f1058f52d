import styled from 'styled-components';
import { ChoiceLabel } from '@cc/shared-ui';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 6px;
  }
  .hint {
    margin: 0 0 8px;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .error {
    margin: 6px 0 0;
    font-weight: 600;
    color: ${({ theme }) => theme.color.danger};
  }
  &[data-invalid='true'] .options {
    border-left: 3px solid ${({ theme }) => theme.color.danger};
    padding-left: 10px;
  }
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(210px, 1fr));
  gap: 4px 16px;
`;

interface CheckboxGroupProps<T extends string> {
  /** The first checkbox's id (the form focuses it when the group has an error). */
  id: string;
  legend: string;
  hint?: string;
  options: readonly { value: T; label: string }[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  error?: string;
  disabled?: boolean;
}

/** A labelled set of checkboxes (fieldset and legend), its error tied to it for screen readers. */
export function CheckboxGroup<T extends string>({
  id,
  legend,
  hint,
  options,
  selected,
  onChange,
  error,
  disabled,
}: CheckboxGroupProps<T>) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const toggle = (value: T, checked: boolean) =>
    onChange(
      checked
        ? options.map((option) => option.value).filter((v) => v === value || selected.includes(v))
        : selected.filter((v) => v !== value),
    );
  return (
    <Fieldset
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      data-invalid={Boolean(error) || undefined}
      disabled={disabled}
    >
      <legend>{legend}</legend>
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      <Options className="options">
        {options.map((option, index) => (
          <ChoiceLabel key={option.value}>
            <input
              type="checkbox"
              id={index === 0 ? id : undefined}
              checked={selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.label}
          </ChoiceLabel>
        ))}
      </Options>
      {error && (
        <p className="error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </Fieldset>
  );
}
