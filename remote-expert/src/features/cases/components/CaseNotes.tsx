import { useRef, useState, type FormEvent } from 'react';
import { apiErrorText, hasErrorCode, refusalMessage } from '@cc/shared-auth/api-errors';
import { createCaseNoteBody, expertFieldErrors } from '@cc/shared-contract';
import { caseLimits } from '@cc/shared-domain';
import { formatDateTime, useFieldLimit, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button, Card, DividedList, SplitRow } from '@cc/shared-ui';
import { Alert, ButtonRow, QueryState, Stack, TextAreaField, useFormErrors } from '@cc/shared-ui/forms';
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
  const [notice, setNotice] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const limitOf = useFieldLimit();
  // The one form piece (issue #25); by ref, as over its limit the note is invalid with `null`
  // (its counter says why).
  const form = useFormErrors<'body', string | null>(['body'], { target: () => field.current });
  /** A refusal of the note (the form's check or the api's), in the words of every case form. */
  const refusalText = (refused: Parameters<typeof refusalMessage>[0]) =>
    t(...refusalMessage(refused, { body: 'notes.required' }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (add.isPending) return;
    // The contract's schema, the one the api parses the note with.
    const parsed = createCaseNoteBody.safeParse({ body: text });
    const refused = parsed.success ? undefined : expertFieldErrors(parsed.error).find((r) => r.field === 'body');
    if (form.show(refused ? { body: refused.reason === 'too_long' ? null : refusalText(refused) } : {})) return;
    add.mutate(text.trim(), {
      onSuccess: () => setText(''),
      onError: (error) => form.showServer(error, (r) => (r.field === 'body' ? ['body', refusalText(r)] : undefined)),
    });
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
            limit={limitOf(caseLimits.note.max)}
            onChange={(event) => {
              setText(event.target.value);
              form.clear('body');
            }}
            error={form.errorOf('body') ?? undefined}
            rows={3}
          />
          {add.isError && !form.hasErrors && (
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
