// The landing of the mailed link that brings a returning guest's earlier data to this browser's
// guest sign-in (`/auth?claim=<token>`): sends the token once with the guest token and says what
// came over, or why not (used or expired link, another browser).
import { useEffect, useRef } from 'react';
import { FunctionError, readGuestToken } from '@cc/shared-auth';
import { type ErrorCode, isErrorCode } from '@cc/shared-contract';
import { useTranslation } from '@cc/shared-i18n';
import { Button, ButtonLink, Spinner } from '@cc/shared-ui';
import { Alert, ButtonRow, Stack } from '@cc/shared-ui/forms';
import { useClaimGuestData } from './api/auth';

/** What a refused claim means here (the link's own words); any other failure may be retried. */
const claimErrorKeys: Partial<Record<ErrorCode, string>> = {
  guest_claim_invalid: 'auth.claim.invalid',
  // This browser holds no guest sign-in the link was mailed for.
  guest_claim_other_guest: 'auth.claim.otherBrowser',
  not_authenticated: 'auth.claim.otherBrowser',
  invalid_guest_token: 'auth.claim.otherBrowser',
};

function errorKey(error: unknown): string {
  const code = error instanceof FunctionError && isErrorCode(error.code) ? error.code : null;
  return (code && claimErrorKeys[code]) ?? 'auth.claim.failed';
}

export function GuestClaim({ token }: { token: string }) {
  const { t } = useTranslation('shell');
  const claim = useClaimGuestData();
  const hasGuest = readGuestToken() !== null;
  // Once per page: a second send of a single-use link would only report it as used.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !hasGuest) return;
    sent.current = true;
    claim.mutate(token);
  }, [claim, hasGuest, token]);

  if (!hasGuest) {
    return (
      <Alert tone="error">
        <p>{t('auth.claim.otherBrowser')}</p>
      </Alert>
    );
  }
  if (claim.isError) {
    const key = errorKey(claim.error);
    return (
      <Stack>
        <Alert tone="error">
          <p>{t(key)}</p>
        </Alert>
        {key === 'auth.claim.failed' && (
          <ButtonRow>
            <Button onClick={() => claim.mutate(token)}>{t('auth.claim.retry')}</Button>
          </ButtonRow>
        )}
      </Stack>
    );
  }
  if (claim.isSuccess) {
    const {
      results,
      conversations,
      expert_requests: requests,
      team_rounds: rounds,
      checklist_items: items,
    } = claim.data.moved;
    const nothing = results + conversations + requests + rounds + items === 0;
    return (
      <Stack>
        <Alert tone={nothing ? 'info' : 'success'}>
          <p>
            {nothing
              ? t('auth.claim.nothing')
              : t('auth.claim.success', { results, conversations, requests, rounds, items })}
          </p>
        </Alert>
        <ButtonRow>
          <ButtonLink to="/dashboard">{t('auth.claim.toDashboard')}</ButtonLink>
        </ButtonRow>
      </Stack>
    );
  }
  return (
    <p role="status">
      <Spinner $size={24} /> {t('auth.claim.pending')}
    </p>
  );
}
