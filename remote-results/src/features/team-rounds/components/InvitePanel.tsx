import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { isValidEmail } from '@cc/shared-auth';
import { hasErrorCode } from '@cc/shared-auth/api-errors';
import type { TeamRoundView } from '@cc/shared-contract';
import { teamRoundLanguages, teamRoundLimits, type TeamRoundLanguage } from '@cc/shared-domain';
import { useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button } from '@cc/shared-ui';
import { Alert, ButtonRow, SelectField, Stack, TextAreaField, useFormErrors } from '@cc/shared-ui/forms';
import { useInviteTeamMembers } from '../api/team-rounds';
import { splitAddresses } from '../start-values';
import { CopyField } from './CopyField';
import { Dialog } from './Dialog';
import { Muted, Section } from './layout';
import { Failure } from './Failure';

const LinkArea = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 16px 24px;
  align-items: start;
  @media (max-width: 600px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Qr = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  img {
    width: 160px;
    height: 160px;
    background: #fff;
    padding: 8px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const LargeQr = styled.img`
  display: block;
  width: min(56vh, 100%);
  max-width: 560px;
  aspect-ratio: 1;
  margin: 0 auto 12px;
  background: #fff;
`;

const AddressList = styled.ul`
  margin: 6px 0 0;
  overflow-wrap: anywhere;
`;

/** The SVG document as an image address (no markup of the api's goes into the page itself). */
export const qrSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

type InviteProblem = { key: 'empty' } | { key: 'tooMany'; count: number } | { key: 'invalid'; addresses: string[] };

/** The shared link with its QR code, and invitations by mail (while the round is open). */
export function InvitePanel({ round, onMoreUses }: { round: TeamRoundView; onMoreUses: () => void }) {
  const { t } = useTranslation(['results', 'apiErrors']);
  const [language] = useLanguage();
  const id = useId();
  const [showLarge, setShowLarge] = useState(false);
  const [addresses, setAddresses] = useState('');
  const [lang, setLang] = useState<TeamRoundLanguage>(() =>
    round.languages.includes(language) ? language : (round.languages[0] ?? 'de'),
  );
  // The addresses' one error, the shared way (focus on the field after the message shows).
  const form = useFormErrors<'addresses', InviteProblem>(['addresses']);
  const invite = useInviteTeamMembers(round.id);
  const { uses, max_uses: maxUses } = round.link;
  const max = teamRoundLimits.invitesPerRequest.max;
  const qrAlt = t('teamRounds.owner.invite.qrAlt', { team: round.team_name });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    // Repeated addresses (ignoring case) count once, as the api counts them.
    const seen = new Set<string>();
    const list = splitAddresses(addresses).filter((address) => {
      const key = address.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const invalid = list.filter((address) => !isValidEmail(address));
    const found: InviteProblem | null =
      list.length === 0
        ? { key: 'empty' }
        : invalid.length > 0
          ? { key: 'invalid', addresses: invalid }
          : list.length > max
            ? { key: 'tooMany', count: list.length }
            : null;
    invite.reset();
    if (form.show(found ? { addresses: found } : {})) return;
    invite.mutate(
      { emails: list, lang },
      {
        onSuccess: () => setAddresses(''),
        // The api's check may refuse an address this page let through: name each one at the field.
        onError: (error) => {
          const refused =
            hasErrorCode(error, 'invalid_email') && (error as { details?: { invalid?: unknown } }).details?.invalid;
          if (Array.isArray(refused) && refused.length > 0) {
            invite.reset();
            form.show({ addresses: { key: 'invalid', addresses: refused.map(String) } });
          }
        },
      },
    );
  };

  const problem = form.errorOf('addresses');
  const problemText =
    problem?.key === 'empty' ? (
      t('teamRounds.owner.invite.errors.empty')
    ) : problem?.key === 'tooMany' ? (
      t('teamRounds.owner.invite.errors.tooMany', { max, count: problem.count })
    ) : problem?.key === 'invalid' ? (
      <>
        {t('teamRounds.owner.invite.errors.invalid', { count: problem.addresses.length })}
        <AddressList>
          {problem.addresses.map((address) => (
            <li key={address}>{address}</li>
          ))}
        </AddressList>
      </>
    ) : undefined;

  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('teamRounds.owner.invite.title')}</h2>

      <h3>{t('teamRounds.owner.invite.linkTitle')}</h3>
      {maxUses === 0 ? (
        <Alert
          tone="info"
          actions={
            <Button $variant="secondary" onClick={onMoreUses}>
              {t('teamRounds.owner.settings.allowMore')}
            </Button>
          }
        >
          <p>{t('teamRounds.owner.invite.linkOff')}</p>
        </Alert>
      ) : (
        <LinkArea>
          <Stack $gap={2}>
            <CopyField label={t('teamRounds.owner.invite.link')} value={round.link.url} data-testid="team-round-link" />
            <Muted>{t('teamRounds.owner.invite.linkUses', { uses, max: maxUses })}</Muted>
            {uses >= maxUses && (
              <Alert
                tone="info"
                data-testid="team-round-link-spent"
                actions={
                  <Button $variant="secondary" onClick={onMoreUses}>
                    {t('teamRounds.owner.settings.allowMore')}
                  </Button>
                }
              >
                <p>
                  <strong>{t('teamRounds.owner.settings.spent', { uses, max: maxUses })}</strong>
                </p>
                <p>{t('teamRounds.owner.invite.linkExhausted')}</p>
              </Alert>
            )}
          </Stack>
          <Qr data-testid="team-round-qr">
            <img src={qrSource(round.link.qr_svg)} alt={qrAlt} width={160} height={160} />
            <Button $variant="ghost" onClick={() => setShowLarge(true)}>
              {t('teamRounds.owner.invite.qrLarge')}
            </Button>
          </Qr>
        </LinkArea>
      )}
      {showLarge && (
        <Dialog title={t('teamRounds.owner.invite.qrLargeTitle')} onClose={() => setShowLarge(false)} wide>
          <LargeQr src={qrSource(round.link.qr_svg)} alt={qrAlt} />
          <p style={{ textAlign: 'center', overflowWrap: 'anywhere' }}>
            <strong>{round.team_name}</strong> · {round.link.url}
          </p>
          <p style={{ textAlign: 'center' }}>{t('teamRounds.owner.invite.qrLargeText')}</p>
          <ButtonRow style={{ justifyContent: 'center', marginTop: 12 }}>
            <Button onClick={() => setShowLarge(false)}>{t('teamRounds.owner.invite.close')}</Button>
          </ButtonRow>
        </Dialog>
      )}

      <h3>{t('teamRounds.owner.invite.mailTitle')}</h3>
      <Stack as="form" noValidate onSubmit={submit} data-testid="team-round-invite-form" $gap={3}>
        <TextAreaField
          id={form.idOf('addresses')}
          label={t('teamRounds.owner.invite.addresses')}
          hint={t('teamRounds.owner.invite.addressesHint', { max })}
          value={addresses}
          rows={3}
          autoComplete="off"
          spellCheck={false}
          error={problemText}
          onChange={(event) => {
            setAddresses(event.target.value);
            form.clear('addresses');
          }}
        />
        <SelectField
          id={`${id}-lang`}
          label={t('teamRounds.owner.invite.lang')}
          value={lang}
          onChange={(event) => setLang(event.target.value as TeamRoundLanguage)}
          style={{ maxWidth: 240 }}
        >
          {teamRoundLanguages.map((code) => (
            <option key={code} value={code}>
              {t(`teamRounds.common.languages.${code}`)}
            </option>
          ))}
        </SelectField>
        <div>
          <Button type="submit" aria-disabled={invite.isPending || undefined}>
            {invite.isPending ? t('teamRounds.owner.invite.sending') : t('teamRounds.owner.invite.send')}
          </Button>
        </div>
        {invite.isSuccess && (
          <Alert tone="success" data-testid="team-round-invite-result">
            <p>{t('teamRounds.owner.invite.sent', { count: invite.data.sent })}</p>
            {invite.data.already_invited > 0 && (
              <p>{t('teamRounds.owner.invite.already', { count: invite.data.already_invited })}</p>
            )}
          </Alert>
        )}
        {invite.isError && (
          <Failure
            text={t('teamRounds.owner.invite.failed')}
            error={invite.error}
            data-testid="team-round-invite-error"
          />
        )}
      </Stack>
      <Muted data-testid="team-round-invitations">
        {t('teamRounds.owner.invite.counts', { sent: round.invitations.sent, pending: round.invitations.pending })}
      </Muted>
    </Section>
  );
}
