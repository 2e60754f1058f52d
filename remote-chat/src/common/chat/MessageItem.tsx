import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { advisorHandoffPath } from '@cc/shared-contract';
import { useLanguage, useTranslation } from '@cc/shared-i18n';
import { ButtonLink } from '@cc/shared-ui';
import { CrisisHelp } from './CrisisHelp';
import { Markdown, safeUrl } from '@cc/shared-ui/lazy-markdown';
import { SummaryCard } from './SummaryCard';
import type { ChatMessage } from './types';

type Look = 'user' | 'reply' | 'safety' | 'crisis' | 'roleplay' | 'feedback' | 'summary';

const lookOf = (message: ChatMessage): Look => {
  if (message.role === 'user') return 'user';
  if (message.safety === 'crisis') return 'crisis';
  if (message.safety || message.kind === 'safety') return 'safety';
  if (message.kind === 'roleplay' || message.kind === 'feedback' || message.kind === 'summary') return message.kind;
  return 'reply';
};

const Item = styled.li<{ $look: Look }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $look }) => ($look === 'user' ? 'flex-end' : 'flex-start')};
  gap: 4px;
`;

const Who = styled.p`
  margin: 0;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Bubble = styled.div<{ $look: Look }>`
  max-width: min(100%, 42rem);
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow-wrap: anywhere;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  p,
  ul,
  ol {
    margin: 0 0 0.6em;
  }
  > :last-child,
  > div > :last-child {
    margin-bottom: 0;
  }
  ${({ $look, theme }) => {
    switch ($look) {
      case 'user':
        return css`
          background: ${theme.color.primary};
          border-color: ${theme.color.primary};
          color: ${theme.color.onPrimary};
          white-space: pre-wrap;
        `;
      case 'crisis':
        return css`
          border: 2px solid ${theme.color.primary};
          background: ${theme.color.surfaceMuted};
          font-size: 1.05rem;
        `;
      case 'safety':
        return css`
          border-left: 4px solid ${theme.color.accent};
          background: ${theme.color.accentSoft};
        `;
      case 'roleplay':
        return css`
          border-style: dashed;
          border-color: ${theme.color.textMuted};
          background: ${theme.color.bg};
        `;
      case 'feedback':
        return css`
          border-left: 4px solid ${theme.color.success};
        `;
      default:
        return '';
    }
  }}
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 4px;
`;

interface MessageItemProps {
  message: ChatMessage;
  streaming: boolean;
  /** Extra actions under a summary (the premium page's "mail it"). */
  summaryActions?: (message: ChatMessage) => ReactNode;
  /** The page offers the handoff in its action row: no second button for it under the reply. */
  handoffInPage?: boolean;
}

export function MessageItem({ message, streaming, summaryActions, handoffInPage }: MessageItemProps) {
  const { t } = useTranslation('chat');
  const [language] = useLanguage();
  const look = lookOf(message);
  const who =
    look === 'user'
      ? t('chat.you')
      : look === 'roleplay'
        ? t('chat.otherParty')
        : look === 'feedback'
          ? t('chat.feedback')
          : look === 'crisis' || look === 'safety'
            ? t('chat.safety')
            : t('chat.advisor');
  const tools = (message.tools ?? []).filter(
    (tool) =>
      safeUrl(tool.path) &&
      !(handoffInPage && tool.path === advisorHandoffPath) &&
      // A place the reply already links to in its text gets no second, same-named button.
      !message.content.includes(`](${tool.path})`),
  );
  return (
    <Item
      $look={look}
      data-testid="chat-message"
      data-role={message.role}
      data-kind={look}
      aria-busy={streaming || undefined}
    >
      <Who>{who}</Who>
      {message.summary ? (
        <SummaryCard summary={message.summary} actions={summaryActions?.(message)} />
      ) : (
        <Bubble $look={look}>
          {message.role === 'user' ? message.content : <Markdown>{message.content}</Markdown>}
        </Bubble>
      )}
      {/* The crisis lines stay with every reply after a crisis (or an ambiguous signal). */}
      {(look === 'crisis' || message.help?.includes('crisis')) && <CrisisHelp lang={message.lang ?? language} />}
      {tools.length > 0 && (
        <Tools aria-label={t('chat.tools')} role="group">
          {tools.map((tool) =>
            tool.path.startsWith('/') ? (
              <ButtonLink key={tool.id + tool.path} to={tool.path} variant="secondary">
                {t(`toolNames.${tool.id}`, { defaultValue: t('toolNames.default') })}
              </ButtonLink>
            ) : (
              <ButtonLink key={tool.id + tool.path} href={tool.path} variant="secondary">
                {t(`toolNames.${tool.id}`, { defaultValue: t('toolNames.default') })}
              </ButtonLink>
            ),
          )}
        </Tools>
      )}
      {message.stopped && <Note>{t('chat.stopped')}</Note>}
      {message.fallback && <Note>{t('chat.fallback')}</Note>}
    </Item>
  );
}
