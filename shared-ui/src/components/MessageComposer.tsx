import { useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { media } from '../theme';
import { Button } from './Button';
import { LimitCounter, TextArea } from './Form';
import { visuallyHidden } from './VisuallyHidden';

/** Which key sends: Enter (Shift+Enter is a new line), or Ctrl/Cmd+Enter (Enter is a new line). */
export type SendKey = 'enter' | 'mod-enter';

export interface MessageComposerProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with a message that may be sent (not empty, within the limit, nothing sending). */
  onSend: () => void;
  /** The box's label; `hideLabel` keeps it for screen readers only (a chat's box). */
  label: ReactNode;
  hideLabel?: boolean;
  /** The form's accessible name, where the page has several forms. */
  formLabel?: string;
  placeholder?: string;
  rows?: number;
  sendKey: SendKey;
  /** How to send by keyboard; hidden on phones (they send with the button), kept for screen readers. */
  keyHint: ReactNode;
  /** The most characters a message may have (of its trimmed text). */
  maxLength: number;
  /** The page's language for the numbers of the counter. */
  locale: string;
  /** The counter's text, from `counterFrom` (a share of the limit; 0: always) on. */
  counter: (count: string, max: string) => ReactNode;
  counterFrom?: number;
  /** The counter's text over the limit (an error, announced); nothing is sent then. */
  tooLong: (count: string, max: string) => ReactNode;
  /** The error when sending an empty box; without it the send button is disabled while empty. */
  emptyError?: ReactNode;
  sendLabel: ReactNode;
  /** While a message is on its way: nothing else is sent and the text stays. */
  sending?: boolean;
  sendingLabel?: ReactNode;
  /** Shown instead of the send button (a chat's stop button while a reply streams). */
  replaceSend?: ReactNode;
  /** 'inline': the button beside the box (a chat); 'stacked': under it (a message thread). */
  layout?: 'inline' | 'stacked';
  /** What goes between the box and a stacked button (why the last send failed). */
  children?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
  inputTestId?: string;
  sendTestId?: string;
  counterTestId?: string;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 6px;
  > label {
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 8px;
`;

/** Grows with its text (field-sizing) up to 40% of the screen. */
const Area = styled(TextArea)<{ $inline: boolean }>`
  flex: 1;
  min-width: 0;
  min-height: ${({ $inline }) => ($inline ? 48 : 96)}px;
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

const KeyHint = styled.p`
  ${media.mobile} {
    ${visuallyHidden}
  }
`;

const HiddenLabel = styled.label`
  ${visuallyHidden}
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;

/**
 * The box to write a message in and its send button: the chosen key sends (never while an input
 * method composes a word), a counter shows from a share of the limit, over the limit or empty it
 * says why and sends nothing, and the text stays until the caller clears it (after a send that
 * worked), so a failed send loses nothing.
 */
export function MessageComposer({
  value,
  onChange,
  onSend,
  label,
  hideLabel,
  formLabel,
  placeholder,
  rows = 3,
  sendKey,
  keyHint,
  maxLength,
  locale,
  counter,
  counterFrom = 0,
  tooLong,
  emptyError,
  sendLabel,
  sending = false,
  sendingLabel,
  replaceSend,
  layout = 'stacked',
  children,
  ref,
  inputTestId,
  sendTestId,
  counterTestId,
}: MessageComposerProps) {
  const id = useId();
  const [emptyShown, setEmptyShown] = useState(false);
  const length = value.trim().length;
  const over = length > maxLength;
  const blocked = Boolean(replaceSend) || sending || over || (length === 0 && !emptyError);

  const submit = () => {
    if (replaceSend || sending || over) return;
    if (length === 0) {
      if (emptyError) setEmptyShown(true);
      return;
    }
    setEmptyShown(false);
    onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const sends = sendKey === 'enter' ? !event.shiftKey : event.ctrlKey || event.metaKey;
    if (!sends) return;
    event.preventDefault();
    submit();
  };

  const inputId = `${id}-input`;
  const showEmpty = emptyShown && length === 0;
  const describedBy = [`${id}-hint`, `${id}-counter`, showEmpty && `${id}-empty`].filter(Boolean).join(' ');
  const inline = layout === 'inline';
  const button = replaceSend ?? (
    <Button type="submit" aria-disabled={blocked || undefined} data-testid={sendTestId}>
      {sending && sendingLabel ? sendingLabel : sendLabel}
    </Button>
  );

  return (
    <Form
      noValidate
      aria-label={formLabel}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {hideLabel ? <HiddenLabel htmlFor={inputId}>{label}</HiddenLabel> : <label htmlFor={inputId}>{label}</label>}
      <Row>
        <Area
          ref={ref}
          id={inputId}
          $inline={inline}
          value={value}
          rows={rows}
          placeholder={placeholder}
          data-testid={inputTestId}
          aria-invalid={over || showEmpty || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {inline && button}
      </Row>
      <Meta>
        <KeyHint id={`${id}-hint`}>{keyHint}</KeyHint>
        {/* Over the limit the counter says so, announced at once. */}
        <LimitCounter
          id={`${id}-counter`}
          fieldId={inputId}
          value={value}
          limit={{ max: maxLength, locale, counter, tooLong, from: counterFrom }}
          testId={counterTestId}
        />
      </Meta>
      {showEmpty && (
        <ErrorText id={`${id}-empty`} role="alert">
          {emptyError}
        </ErrorText>
      )}
      {children}
      {!inline && <div>{button}</div>}
    </Form>
  );
}
