// The caller's stored conversations, latest first: open, rename, delete one, delete all.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { advisorMaxTitleLength, type AdvisorConversationSummary } from '@cc/shared-contract';
import { apiErrorText, refusalMessage } from '@cc/shared-auth/api-errors';
import { useFieldLimit, useTranslation } from '@cc/shared-i18n';
import { useConversationDeletion, useConversationRowTexts } from '../../../common/components/conversation-row';
import { Button, DividedList, TextButton } from '@cc/shared-ui';
import {
  ButtonRow,
  ConfirmPanel,
  DeletableRow,
  QueryState,
  TextField,
  isOverLimit,
  useFormErrors,
} from '@cc/shared-ui/forms';
import { useConversations } from '../../../common/api/queries';
import { useDeleteAllConversations, useRenameConversation } from '../api/conversations';

const List = styled(DividedList).attrs({ $rowPadding: 10 })`
  > li[aria-current='true'] > div:first-child button {
    font-weight: 800;
  }
`;

/** Not a uuid, so it never names a conversation. */
const ALL = 'all';

const Meta = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

interface ConversationListProps {
  activeId: string | null;
  onOpen: (id: string) => void;
  /** A conversation was deleted (its id), or all of them (null). */
  onDeleted: (id: string | null) => void;
}

export function ConversationList({ activeId, onOpen, onDeleted }: ConversationListProps) {
  const { t } = useTranslation(['chat', 'apiErrors']);
  const rowTexts = useConversationRowTexts();
  const limitOf = useFieldLimit();
  const conversations = useConversations();
  const removeAll = useDeleteAllConversations();
  const rename = useRenameConversation();
  const [editing, setEditing] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  // The conversation whose deletion is being confirmed; ALL for all of them.
  const deletion = useConversationDeletion({ onDeleted, 'data-testid': 'conversation-delete-confirm' });
  const titleInput = useRef<HTMLInputElement>(null);
  // The rename's one field, the shared way. `null`: over the limit, which the counter says.
  const renameForm = useFormErrors<'title', string | null>(['title'], { target: () => titleInput.current });

  useEffect(() => {
    if (editing) titleInput.current?.focus();
  }, [editing]);

  const errorText = (error: unknown) => apiErrorText(t, error);
  // Empty: said at the field; over the limit the counter says so (null: no text). The title stays.
  const titleProblems = (next: string): { title?: string | null } => {
    if (!next) return { title: t('apiErrors:fieldRequired') };
    if (isOverLimit(next, advisorMaxTitleLength)) return { title: null };
    return {};
  };

  return (
    <QueryState
      query={conversations}
      loading={t('list.loading')}
      spinnerSize={18}
      error={<p>{errorText(conversations.error)}</p>}
      retry={t('errors.retry')}
      isEmpty={(list) => list.length === 0}
      empty={<p data-testid="conversation-list-empty">{t('list.empty')}</p>}
    >
      {(list) => (
        <div data-testid="conversation-list">
          <List>
            {list.map((conversation: AdvisorConversationSummary) => {
              const current = conversation.id === activeId || undefined;
              const texts = rowTexts.of(conversation);
              if (editing === conversation.id) {
                return (
                  <li key={conversation.id} aria-current={current}>
                    <form
                      noValidate
                      onSubmit={(event) => {
                        event.preventDefault();
                        const next = title.trim();
                        if (renameForm.show(titleProblems(next))) return;
                        rename.mutate(
                          { id: conversation.id, title: next },
                          {
                            onSuccess: () => setEditing(null),
                            // A refused title at the field; any other failure at the field too (it is the form's one field).
                            onError: (error) => {
                              const refused = renameForm.showServer(error, (entry) =>
                                entry.field === 'title' ? ['title', t(...refusalMessage(entry))] : undefined,
                              );
                              if (!refused) renameForm.show({ title: errorText(error) });
                            },
                          },
                        );
                      }}
                    >
                      <TextField
                        id={renameForm.idOf('title')}
                        label={t('list.renameLabel')}
                        value={title}
                        limit={limitOf(advisorMaxTitleLength)}
                        onChange={(event) => {
                          setTitle(event.target.value);
                          renameForm.clear('title');
                        }}
                        error={renameForm.errorOf('title') ?? undefined}
                        ref={titleInput}
                      />
                      <ButtonRow style={{ marginTop: 8 }}>
                        <Button type="submit">{t('list.save')}</Button>
                        <Button $variant="ghost" onClick={() => setEditing(null)}>
                          {t('transcript.cancel')}
                        </Button>
                      </ButtonRow>
                    </form>
                  </li>
                );
              }
              return (
                <DeletableRow
                  key={conversation.id}
                  aria-current={current}
                  layout="stacked"
                  actions={
                    <Button
                      $variant="ghost"
                      onClick={() => {
                        rename.reset();
                        renameForm.reset();
                        setTitle(conversation.title);
                        setEditing(conversation.id);
                      }}
                      aria-label={t('list.renameButtonLabel', { title: conversation.title })}
                    >
                      {t('list.rename')}
                    </Button>
                  }
                  {...texts.deleteTexts}
                  {...deletion.rowProps(conversation.id)}
                >
                  <div>
                    <TextButton
                      onClick={() => onOpen(conversation.id)}
                      aria-label={t('list.openLabel', { title: conversation.title })}
                    >
                      {conversation.title}
                    </TextButton>
                    <Meta>{texts.meta}</Meta>
                  </div>
                </DeletableRow>
              );
            })}
          </List>
          <ButtonRow style={{ marginTop: 8 }}>
            <Button $variant="ghost" onClick={() => deletion.ask(ALL, removeAll)}>
              {t('list.deleteAll')}
            </Button>
          </ButtonRow>
          {deletion.confirming === ALL && (
            <ConfirmPanel
              {...deletion.confirmOf(removeAll, (done) =>
                removeAll.mutate(undefined, {
                  onSuccess: () => {
                    done();
                    onDeleted(null);
                  },
                }),
              )}
            >
              <p>{t('list.confirmAll')}</p>
            </ConfirmPanel>
          )}
        </div>
      )}
    </QueryState>
  );
}
