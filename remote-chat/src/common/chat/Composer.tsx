// The chat's message box (shared-ui's MessageComposer): Enter sends, Shift+Enter starts a new
// line; focus stays here after sending and stopping. Near the limit a counter shows, over it the
// localised limit message and no sending. While a reply streams, the stop button takes the send
// button's place.
import type { Ref } from 'react';
import { advisorMaxMessageLength } from '@cc/shared-contract';
import { useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button } from '@cc/shared-ui';
import { MessageComposer } from '@cc/shared-ui/forms';

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
  return (
    <MessageComposer
      ref={ref}
      value={value}
      onChange={onChange}
      onSend={onSend}
      label={t('composer.label')}
      hideLabel
      formLabel={t('composer.form')}
      placeholder={placeholder ?? t('composer.placeholder')}
      rows={2}
      layout="inline"
      sendKey="enter"
      keyHint={t('composer.hint')}
      maxLength={advisorMaxMessageLength}
      locale={language}
      counterFrom={0.8}
      counter={(count, max) => t('composer.counter', { count, max })}
      tooLong={(_, max) => t('composer.tooLong', { max })}
      counterTestId="composer-counter"
      sendLabel={t('composer.send')}
      replaceSend={
        streaming ? (
          <Button $variant="secondary" onClick={onStop}>
            {t('composer.stop')}
          </Button>
        ) : undefined
      }
    />
  );
}
