// `/team-rounds/new`: the owner names the team and sets the optional deadline, the languages and
// how often the shared link may be used, then lands on the round's page. Anonymous visitors fill
// in the same form and are asked to continue as a guest or sign in (the draft waits for them).
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  teamRoundLanguages,
  teamRoundLimits,
  teamRoundPaths,
  teamRoundThreshold,
  type TeamRoundLanguage,
} from '@cc/shared-domain';
import { useDocumentTitle, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button, Card, Spinner } from '@cc/shared-ui';
import { Alert, CheckboxGroupField, Stack, TextField, useFormErrors } from '@cc/shared-ui/forms';
import { useCreateTeamRound, useOwnerIdentity } from './api/team-rounds';
import { Eyebrow, Page, Section } from './components/layout';
import { DeadlineFields, Hint, NumberField } from './components/form-parts';
import { SignInChoice } from './components/SignInChoice';
import { useStartDraft } from './hooks/useStartDraft';
import { useFieldElements, useRoundFields } from './hooks/useRoundFields';
import { roundRefusal, startFields, validateStart, type FieldError, type StartField } from './start-values';
import { Failure } from './components/Failure';
import './texts';

const Steps = styled.ol`
  margin: 0;
  padding-left: 1.3em;
  li + li {
    margin-top: 6px;
  }
`;

const Who = styled(Card).attrs({ as: 'section' })`
  margin-top: ${({ theme }) => theme.space(6)};
  border-left: 4px solid ${({ theme }) => theme.color.accent};
  h2 {
    margin: 0 0 8px;
    font-size: 1.15rem;
  }
  p {
    margin: 0 0 12px;
  }
`;

export function StartPage() {
  const { t } = useTranslation(['results', 'apiErrors']);
  const [language] = useLanguage();
  const uiLanguage: TeamRoundLanguage = language === 'en' ? 'en' : 'de';
  const navigate = useNavigate();
  const { loading, canOwn } = useOwnerIdentity();
  const [draft, setDraft, clearDraft] = useStartDraft(uiLanguage);
  // Whether the last try ended in field errors (the check's or the api's): the summary above the
  // form says so until the next try, and the api's refusal is not repeated under the form.
  const [showSummary, setShowSummary] = useState(false);
  const create = useCreateTeamRound();
  const id = useId();
  const { fieldRef, target } = useFieldElements();
  const form = useFormErrors<StartField, FieldError>(startFields, { target });
  const { set, teamNameField } = useRoundFields(setDraft, form);
  const text = (field: StartField) => {
    const error = form.errorOf(field);
    return error ? t(error.key, error.values) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canOwn || create.isPending) return;
    const checked = validateStart(draft, uiLanguage, new Date());
    setShowSummary(Boolean(form.show(checked.errors ?? {})));
    if (checked.errors) return;
    create.mutate(checked.body, {
      onSuccess: (round) => {
        clearDraft();
        void navigate(teamRoundPaths.owner(round.id), { replace: true });
      },
      // The api's refused fields at the fields (what was typed stays); anything else under the form.
      onError: (error) => setShowSummary(Boolean(form.showServer(error, (refused) => roundRefusal(refused)))),
    });
  };

  const serverError = create.isError && !showSummary;
  useDocumentTitle(t('teamRounds.start.title'));

  return (
    <Page>
      <Eyebrow>{t('teamRounds.common.eyebrow')}</Eyebrow>
      <h1>{t('teamRounds.start.title')}</h1>
      <p className="lead">{t('teamRounds.start.lead')}</p>

      <Section aria-labelledby={`${id}-how`}>
        <h2 id={`${id}-how`}>{t('teamRounds.start.howTitle')}</h2>
        <Steps>
          <li>{t('teamRounds.start.how.link')}</li>
          <li>{t('teamRounds.start.how.answer')}</li>
          <li>{t('teamRounds.start.how.result', { threshold: teamRoundThreshold })}</li>
        </Steps>
        <h3>{t('teamRounds.start.anonymityTitle')}</h3>
        <p>{t('teamRounds.start.anonymity')}</p>
        <p>{t('teamRounds.common.rule', { threshold: teamRoundThreshold })}</p>
      </Section>

      {loading ? (
        <p role="status" style={{ marginTop: 24 }}>
          <Spinner $size={18} /> {t('teamRounds.common.loading')}
        </p>
      ) : !canOwn ? (
        <Who aria-labelledby={`${id}-who`} data-testid="team-round-who">
          <h2 id={`${id}-who`}>{t('teamRounds.start.who.title')}</h2>
          <p>{t('teamRounds.start.who.text')}</p>
          <SignInChoice
            next={teamRoundPaths.start}
            guestLabel={t('teamRounds.start.who.guest')}
            signInLabel={t('teamRounds.start.who.signIn')}
          />
        </Who>
      ) : (
        <Section aria-labelledby={`${id}-form`}>
          <h2 id={`${id}-form`}>{t('teamRounds.start.formTitle')}</h2>
          <Stack as="form" noValidate onSubmit={submit} data-testid="team-round-form" $gap={5}>
            {showSummary && form.hasErrors && (
              <Alert tone="error" data-testid="team-round-form-errors">
                <p>{t('teamRounds.start.errors.summary')}</p>
              </Alert>
            )}
            <TextField
              ref={fieldRef('teamName')}
              name="team_name"
              label={t('teamRounds.start.fields.teamName')}
              hint={t('teamRounds.start.fields.teamNameHint')}
              value={draft.teamName}
              autoComplete="off"
              {...teamNameField(draft.teamName, text('teamName'))}
              onChange={(event) => set('teamName', event.target.value)}
            />

            <DeadlineFields
              id={id}
              date={draft.deadlineDate}
              time={draft.deadlineTime}
              error={text('deadline')}
              dateRef={fieldRef('deadline')}
              onDate={(value) => set('deadlineDate', value)}
              onTime={(value) => set('deadlineTime', value)}
            />

            <CheckboxGroupField
              id={`${id}-languages`}
              ref={fieldRef('languages')}
              layout="wrap"
              legend={t('teamRounds.start.fields.languages')}
              hint={t('teamRounds.start.fields.languagesHint')}
              options={teamRoundLanguages.map((code) => ({
                value: code,
                label: t(`teamRounds.common.languages.${code}`),
              }))}
              value={draft.languages}
              onChange={(languages) => set('languages', languages)}
              error={text('languages')}
            />

            <NumberField>
              <TextField
                ref={fieldRef('linkUses')}
                type="number"
                name="link_max_uses"
                inputMode="numeric"
                min={teamRoundLimits.linkUses.min}
                max={teamRoundLimits.linkUses.max}
                step={1}
                label={t('teamRounds.start.fields.linkUses')}
                hint={t('teamRounds.start.fields.linkUsesHint', { max: teamRoundLimits.linkUses.max })}
                value={draft.linkUses}
                error={text('linkUses')}
                onChange={(event) => set('linkUses', event.target.value)}
              />
            </NumberField>

            <Hint>{t('teamRounds.start.mailLanguage')}</Hint>

            {serverError && (
              <Failure
                text={t('teamRounds.start.errors.failed')}
                error={create.error}
                data-testid="team-round-create-error"
              />
            )}

            <div>
              <Button type="submit" $size="lg" aria-disabled={create.isPending || undefined}>
                {create.isPending ? t('teamRounds.start.submitting') : t('teamRounds.start.submit')}
              </Button>
            </div>
          </Stack>
        </Section>
      )}
    </Page>
  );
}

export default StartPage;
