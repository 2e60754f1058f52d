// The message box: Enter sends, Shift+Enter starts a new line; focus stays here after sending and
// stopping. Near the limit a counter shows, over it the localised limit message and no sending.
import { useId, type KeyboardEvent, type Ref } from 'react';
import styled from 'styled-components';
import { advisorMaxMessageLength } from '@cc/shared-contract';
import { useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button, media, visuallyHidden } from '@cc/shared-ui';
import { TextArea } from '@cc/shared-ui/forms';

/** From this share of the limit on, the counter shows. */
const counterFrom = 0.8;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 8px;
`;

/** Grows with its text (field-sizing) up to 40% of the screen. */
const Area = styled(TextArea)`
  flex: 1;
  min-width: 0;
  min-height: 48px;
  max-height: 40dvh;
  field-sizing: content;
  padding: 10px 12px;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 12px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.textMuted};
  p {
    margin: 0;
  }
`;

/** Phones send with the button; the keyboard hint stays for screen readers only there. */
const Hint = styled.p`
  ${media.mobile} {
    ${visuallyHidden}
  }
`;

/** The placeholder is no label: screen readers get this one. */
const HiddenLabel = styled.label`
  ${visuallyHidden}
`;

const Over = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;

interface ComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  streaming: boolean;
  placeholder?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function Composer({ value, onChange, onSend, onStop, streaming, placeholder, ref }: ComposerProps) {
  const { t } = useTranslation('chat');
  const [language] = useLanguage();
  const id = useId();
  const length = value.trim().length;
  const over = length > advisorMaxMessageLength;
  const canSend = !streaming && length > 0 && !over;
  const number = (n: number) => new Intl.NumberFormat(language).format(n);

  const submit = () => {
    if (canSend) onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while an input method composes a word) is a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Form
      aria-label={t('composer.form')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <HiddenLabel htmlFor={`${id}-input`}>{t('composer.label')}</HiddenLabel>
      <Row>
        <Area
          ref={ref}
          id={`${id}-input`}
          value={value}
          rows={2}
          placeholder={placeholder ?? t('composer.placeholder')}
          aria-describedby={`${id}-hint${over ? ` ${id}-over` : ''}`}
          aria-invalid={over || undefined}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {streaming ? (
          <Button $variant="secondary" onClick={onStop}>
            {t('composer.stop')}
          </Button>
        ) : (
          <Button type="submit" aria-disabled={!canSend}>
            {t('composer.send')}
          </Button>
        )}
      </Row>
      <Meta>
        <Hint id={`${id}-hint`}>{t('composer.hint')}</Hint>
        {length >= advisorMaxMessageLength * counterFrom && (
          <p data-testid="composer-counter">
            {t('composer.counter', { count: number(length), max: number(advisorMaxMessageLength) })}
          </p>
        )}
      </Meta>
      {over && (
        <Over id={`${id}-over`} role="alert">
          {t('composer.tooLong', { max: number(advisorMaxMessageLength) })}
        </Over>
      )}
    </Form>
  );
}
