import { useRef, useState, type FormEvent } from 'react';
import { apiErrorText, hasErrorCode } from '@cc/shared-auth/api-errors';
import { caseLimits } from '@cc/shared-domain';
import { formatDateTime, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button, Card, DividedList, SplitRow } from '@cc/shared-ui';
import { Alert, ButtonRow, QueryState, Stack, TextAreaField } from '@cc/shared-ui/forms';
import { useAddNote, useCaseNotes, useDeleteNote } from '../api/cases';
import { inboxNamespace } from '../texts';

/** The expert's private notes on a case: only theirs, never the client's to see; add and delete. */
export function CaseNotes({ caseId }: { caseId: string }) {
  const { t } = useTranslation(inboxNamespace);
  const [language] = useLanguage();
  const notes = useCaseNotes(caseId);
  const add = useAddNote(caseId);
  const remove = useDeleteNote(caseId);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    const max = caseLimits.note.max;
    const problem = !body ? t('notes.required') : body.length > max ? t('notes.tooLong', { max }) : null;
    setFieldError(problem);
    setNotice(null);
    if (problem) {
      field.current?.focus();
      return;
    }
    add.mutate(body, { onSuccess: () => setText('') });
  };

  return (
    <Card as="section" aria-labelledby={`notes-title-${caseId}`} data-testid="case-notes">
      <Stack $gap={4}>
        <h2 id={`notes-title-${caseId}`} ref={heading} tabIndex={-1}>
          {t('notes.title')}
        </h2>
        <p>{t('notes.hint')}</p>
        {notice && (
          <Alert tone="success">
            <p>{notice}</p>
          </Alert>
        )}
        <QueryState
          query={notes}
          loading={t('loading')}
          error={<p>{apiErrorText(t, notes.error)}</p>}
          retry={t('retry')}
          isEmpty={(list) => list.length === 0}
          empty={<p>{t('notes.empty')}</p>}
        >
          {(list) => (
            <DividedList>
              {list.map((note) => {
                const date = formatDateTime(note.created_at, language);
                return (
                  <li key={note.id} data-testid="case-note">
                    <SplitRow>
                      <div>
                        <p>
                          <small>{date}</small>
                        </p>
                        <p style={{ whiteSpace: 'pre-wrap' }}>{note.body}</p>
                      </div>
                      <Button
                        $variant="ghost"
                        disabled={remove.isPending}
                        onClick={() =>
                          remove.mutate(note.id, {
                            onSuccess: () => {
                              setNotice(t('notes.deleted'));
                              requestAnimationFrame(() => heading.current?.focus());
                            },
                          })
                        }
                      >
                        {t('notes.delete', { date })}
                      </Button>
                    </SplitRow>
                  </li>
                );
              })}
            </DividedList>
          )}
        </QueryState>
        {remove.isError && (
          <Alert tone="error">
            <p>{apiErrorText(t, remove.error)}</p>
          </Alert>
        )}
        <Stack as="form" $gap={3} onSubmit={submit} noValidate>
          <TextAreaField
            ref={field}
            id={`note-${caseId}`}
            label={t('notes.label')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (fieldError) setFieldError(null);
            }}
            error={fieldError ?? undefined}
            rows={3}
          />
          {add.isError && (
            <Alert tone="error" data-testid="note-error">
              {/* The typed note stays in the field (it is cleared only on success). */}
              <p>
                {hasErrorCode(add.error, 'over_request_rate_limit')
                  ? t('notes.rateLimited')
                  : apiErrorText(t, add.error)}
              </p>
            </Alert>
          )}
          <ButtonRow>
            <Button type="submit" $variant="secondary" disabled={add.isPending}>
              {t('notes.add')}
            </Button>
          </ButtonRow>
        </Stack>
      </Stack>
    </Card>
  );
}
