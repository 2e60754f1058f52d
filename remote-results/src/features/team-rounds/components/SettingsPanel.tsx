import { useEffect, useId, useState, type FormEvent } from 'react';
import type { TeamRoundView } from '@cc/shared-contract';
import { teamRoundLimits } from '@cc/shared-domain';
import { useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button } from '@cc/shared-ui';
import { Alert, ButtonRow, Stack, TextField, useFormErrors } from '@cc/shared-ui/forms';
import { useUpdateTeamRound } from '../api/team-rounds';
import {
  roundRefusal,
  settingsDraft,
  validateSettings,
  type FieldError,
  type SettingsDraft,
  type StartField,
} from '../start-values';
import { DeadlineFields, NumberField } from './form-parts';
import { Section } from './layout';
import { useFieldElements, useRoundFields } from '../hooks/useRoundFields';
import { Failure } from './Failure';

const fields: readonly StartField[] = ['teamName', 'deadline', 'linkUses'];

/** Which field the settings form starts at: the first, or the allowance ("allow more uses"). */
export type SettingsFocus = 'teamName' | 'linkUses';

/**
 * While the round is open: change the team's name, the deadline (or remove it) and how often the
 * link may be used (not below its uses so far). Collapsed until asked for; the page opens it
 * (`open`), also at the allowance from the spent link's notice.
 */
export function SettingsPanel({
  round,
  open,
  onOpen,
  onClose,
}: {
  round: TeamRoundView;
  open: SettingsFocus | null;
  onOpen: (focus: SettingsFocus) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('results');
  const id = useId();
  const [saved, setSaved] = useState(false);
  return (
    <Section aria-labelledby={`${id}-title`} data-testid="team-round-settings">
      <h2 id={`${id}-title`}>{t('teamRounds.owner.settings.title')}</h2>
      <p role="status">{saved && !open ? t('teamRounds.owner.settings.saved') : ''}</p>
      {open ? (
        // Mounted per opening: it starts from the round as it is now.
        <SettingsForm
          id={`${id}-form`}
          round={round}
          focus={open}
          onSaved={() => {
            setSaved(true);
            onClose();
          }}
          onCancel={onClose}
        />
      ) : (
        <div>
          <Button
            $variant="secondary"
            aria-expanded={false}
            onClick={() => {
              setSaved(false);
              onOpen('teamName');
            }}
          >
            {t('teamRounds.owner.settings.open')}
          </Button>
        </div>
      )}
    </Section>
  );
}

function SettingsForm({
  id,
  round,
  focus,
  onSaved,
  onCancel,
}: {
  id: string;
  round: TeamRoundView;
  focus: SettingsFocus;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['results', 'apiErrors']);
  const [language] = useLanguage();
  const [draft, setDraft] = useState<SettingsDraft>(() => settingsDraft(round, language));
  const update = useUpdateTeamRound(round.id);
  const { fieldRef, target } = useFieldElements();
  const form = useFormErrors<StartField, FieldError>(fields, { target });
  const { set, teamNameField } = useRoundFields(setDraft, form);
  // Whether the last try ended in field errors: the summary says so, the api's refusal is not repeated.
  const [refusedAtFields, setRefusedAtFields] = useState(false);
  const uses = round.link.uses;

  // Opening moves the focus into the form (to the allowance when that was the reason).
  useEffect(() => {
    target(focus)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the reason to open changes
  }, [focus]);

  const text = (field: StartField) => {
    const error = form.errorOf(field);
    return error ? t(error.key, error.values) : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const checked = validateSettings(draft, uses, new Date(), language);
    setRefusedAtFields(Boolean(form.show(checked.errors ?? {})));
    if (checked.errors) return;
    update.mutate(checked.body, {
      onSuccess: onSaved,
      // The api's refused fields at the fields (what was typed stays); anything else under the form.
      onError: (error) => setRefusedAtFields(Boolean(form.showServer(error, (refused) => roundRefusal(refused, uses)))),
    });
  };

  const serverError = update.isError && !refusedAtFields;

  return (
    <Stack as="form" id={id} noValidate onSubmit={submit} $gap={5}>
      {refusedAtFields && form.hasErrors && (
        <Alert tone="error">
          <p>{t('teamRounds.start.errors.summary')}</p>
        </Alert>
      )}
      <TextField
        ref={fieldRef('teamName')}
        name="team_name"
        label={t('teamRounds.start.fields.teamName')}
        value={draft.teamName}
        autoComplete="off"
        {...teamNameField(draft.teamName, text('teamName'))}
        onChange={(event) => set('teamName', event.target.value)}
      />
      <div>
        <DeadlineFields
          id={id}
          date={draft.deadlineDate}
          time={draft.deadlineTime}
          error={text('deadline')}
          dateRef={fieldRef('deadline')}
          onDate={(value) => set('deadlineDate', value)}
          onTime={(value) => set('deadlineTime', value)}
        />
        {(draft.deadlineDate || draft.deadlineTime) && (
          <Button
            $variant="ghost"
            onClick={() => {
              set('deadlineDate', '');
              set('deadlineTime', '');
            }}
          >
            {t('teamRounds.owner.settings.removeDeadline')}
          </Button>
        )}
      </div>
      <NumberField>
        <TextField
          ref={fieldRef('linkUses')}
          type="number"
          name="link_max_uses"
          inputMode="numeric"
          min={uses}
          max={teamRoundLimits.linkUses.max}
          step={1}
          label={t('teamRounds.start.fields.linkUses')}
          hint={t('teamRounds.owner.settings.linkUsesHint', { uses, max: teamRoundLimits.linkUses.max })}
          value={draft.linkUses}
          error={text('linkUses')}
          onChange={(event) => set('linkUses', event.target.value)}
        />
      </NumberField>
      {serverError && <Failure text={t('teamRounds.owner.settings.failed')} error={update.error} />}
      <ButtonRow>
        <Button type="submit" aria-disabled={update.isPending || undefined}>
          {update.isPending ? t('teamRounds.owner.settings.saving') : t('teamRounds.owner.settings.save')}
        </Button>
        <Button $variant="ghost" onClick={onCancel}>
          {t('teamRounds.owner.settings.cancel')}
        </Button>
      </ButtonRow>
    </Stack>
  );
}
