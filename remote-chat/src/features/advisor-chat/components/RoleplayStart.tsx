// Before a role-play: who the other party is and what the talk is about; that text starts it.
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { advisorMaxMessageLength } from '@cc/shared-contract';
import { useTranslation } from '@cc/shared-i18n';
import { Button, Card } from '@cc/shared-ui';
import { ButtonRow } from '@cc/shared-ui/forms';

const Area = styled.textarea`
  width: 100%;
  min-height: 88px;
  padding: 10px 12px;
  font: inherit;
  font-size: max(1rem, 16px);
  border: 1px solid ${({ theme }) => theme.color.textMuted};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

export function RoleplayStart({ onStart, onCancel }: { onStart: (text: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('chat');
  const id = useId();
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  // Opened by a button: the question is where the user continues.
  useEffect(() => input.current?.focus(), []);
  const value = text.trim();
  return (
    <Card
      as="form"
      aria-labelledby={`${id}-title`}
      data-testid="roleplay-start"
      style={{ padding: 16 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (value) onStart(value);
      }}
    >
      <h2 id={`${id}-title`} style={{ fontSize: '1.05rem', marginTop: 0 }}>
        {t('roleplay.title')}
      </h2>
      <label htmlFor={`${id}-text`} style={{ display: 'block', marginBottom: 6 }}>
        {t('roleplay.question')}
      </label>
      <Area
        id={`${id}-text`}
        value={text}
        maxLength={advisorMaxMessageLength}
        placeholder={t('roleplay.placeholder')}
        onChange={(event) => setText(event.target.value)}
        ref={input}
      />
      <ButtonRow style={{ marginTop: 8 }}>
        <Button type="submit" aria-disabled={!value}>
          {t('roleplay.start')}
        </Button>
        <Button $variant="ghost" onClick={onCancel}>
          {t('transcript.cancel')}
        </Button>
      </ButtonRow>
    </Card>
  );
}
