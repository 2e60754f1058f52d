import { useEffect, useId, useState, type FormEvent } from 'react';
import { FunctionError } from '@cc/shared-auth';
import { hasErrorCode } from '@cc/shared-auth/api-errors';
import type { TeamRoundView } from '@cc/shared-contract';
import { teamRoundLimits } from '@cc/shared-domain';
import { useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button } from '@cc/shared-ui';
import { Alert, ButtonRow, Stack, TextField } from '@cc/shared-ui/forms';
import { useUpdateTeamRound } from '../api/team-rounds';
import {
  serverFieldErrors,
  settingsDraft,
  validateSettings,
  type FieldError,
  type SettingsDraft,
  type StartField,
} from '../start-values';
import { DeadlineFields, NumberField } from './form-parts';
import { Section } from './layout';
import { useRoundFields } from '../hooks/useRoundFields';
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
  const {
    errors,
    setErrors,
    fieldRef,
    set,
    focus: focusField,
    focusFirst,
    teamNameField,
  } = useRoundFields(setDraft, fields);
  const uses = round.link.uses;

  // Opening moves the focus into the form (to the allowance when that was the reason).
  useEffect(() => {
    focusField(focus);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the reason to open changes
  }, [focus]);

  const text = (error: FieldError | undefined) => (error ? t(error.key, error.values) : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const checked = validateSettings(draft, uses, new Date(), language);
    if (checked.errors) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setErrors({});
    update.mutate(checked.body, {
      onSuccess: onSaved,
      onError: (error) => {
        if (error instanceof FunctionError && error.code === 'team_round_invalid') {
          const found = serverFieldErrors(error.details, uses);
          setErrors(found);
          focusFirst(found);
        }
      },
    });
  };

  const fieldErrors = Object.keys(errors).length > 0;
  const serverError = update.isError && !(hasErrorCode(update.error, 'team_round_invalid') && fieldErrors);

  return (
    <Stack as="form" id={id} noValidate onSubmit={submit} $gap={5}>
      {fieldErrors && (
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
        {...teamNameField(draft.teamName, text(errors.teamName))}
        onChange={(event) => set('teamName', event.target.value)}
      />
      <div>
        <DeadlineFields
          id={id}
          date={draft.deadlineDate}
          time={draft.deadlineTime}
          error={text(errors.deadline)}
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
          error={text(errors.linkUses)}
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
