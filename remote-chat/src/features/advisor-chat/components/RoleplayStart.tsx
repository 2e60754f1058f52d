// Before a role-play: who the other party is and what the talk is about; that text starts it.
import { useEffect, useId, useRef, useState } from 'react';
import { advisorMaxMessageLength } from '@cc/shared-contract';
import { useFieldLimit, useTranslation } from '@cc/shared-i18n';
import { Button, Card } from '@cc/shared-ui';
import { ButtonRow, TextAreaField, isOverLimit, useFormErrors } from '@cc/shared-ui/forms';

export function RoleplayStart({ onStart, onCancel }: { onStart: (text: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('chat');
  const id = useId();
  const limitOf = useFieldLimit();
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  // Its one field's errors the shared way; over the limit the counter's message is the field's message.
  const form = useFormErrors<'text', true>(['text'], { target: () => input.current });
  // Opened by a button: the question is where the user continues.
  useEffect(() => input.current?.focus(), []);
  const value = text.trim();
  const over = isOverLimit(text, advisorMaxMessageLength);
  return (
    <Card
      as="form"
      aria-labelledby={`${id}-title`}
      data-testid="roleplay-start"
      style={{ padding: 16 }}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Over the limit the counter under the field says so; the text stays for shortening.
        if (form.show(over ? { text: true } : {})) return;
        if (value) onStart(value);
      }}
    >
      <h2 id={`${id}-title`} style={{ fontSize: '1.05rem', marginTop: 0 }}>
        {t('roleplay.title')}
      </h2>
      <TextAreaField
        id={`${id}-text`}
        label={t('roleplay.question')}
        value={text}
        limit={limitOf(advisorMaxMessageLength)}
        placeholder={t('roleplay.placeholder')}
        onChange={(event) => setText(event.target.value)}
        style={{ minHeight: 88 }}
        ref={input}
      />
      <ButtonRow style={{ marginTop: 8 }}>
        <Button type="submit" aria-disabled={!value || over}>
          {t('roleplay.start')}
        </Button>
        <Button $variant="ghost" onClick={onCancel}>
          {t('transcript.cancel')}
        </Button>
      </ButtonRow>
    </Card>
  );
}
