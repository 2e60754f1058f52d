import { useEffect, useRef } from 'react';
import { useAuth } from '@cc/shared-auth';
import type { ExpertRequest } from '@cc/shared-contract';
import { useDocumentTitle, useTranslation } from '@cc/shared-i18n';
import { ButtonLink } from '@cc/shared-ui';
import { Alert, ButtonRow, Stack } from '@cc/shared-ui/forms';
import { CaseStatusBadge } from '../../../common/case/CaseStatusBadge';
import { directoryPaths } from '../paths';

interface RequestDoneProps {
  request: ExpertRequest;
  /** The chosen expert's name; null for an open request. */
  expertName: string | null;
}

/** The request arrived: what happens next, where to follow it (dashboard, its case page). */
export function RequestDone({ request, expertName }: RequestDoneProps) {
  const { t } = useTranslation('expertDirectory');
  const { user, guestInfo, isGuestUser } = useAuth();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: the page starts at the top again (the sticky header
  // would cover a heading merely scrolled into view) and the answer takes the focus.
  useEffect(() => {
    document.documentElement.scrollTop = 0;
    heading.current?.focus({ preventScroll: true });
  }, []);
  const email = user?.email ?? guestInfo?.email ?? '';
  useDocumentTitle(t('request.title.done'));
  return (
    <Stack data-testid="request-done">
      <h1 ref={heading} tabIndex={-1}>
        {t('request.title.done')}
      </h1>
      <Alert tone="success">
        <p>{expertName ? t('request.done.direct', { name: expertName, email }) : t('request.done.match', { email })}</p>
        <p data-testid="request-status">
          {t('request.done.status')} <CaseStatusBadge status={request.status} />
        </p>
      </Alert>
      <ButtonRow>
        <ButtonLink to={directoryPaths.case(request.id)}>{t('request.done.case')}</ButtonLink>
        <ButtonLink to={directoryPaths.dashboard} variant="secondary">
          {t('request.done.dashboard')}
        </ButtonLink>
      </ButtonRow>
      {isGuestUser && (
        <>
          <p>{t('request.done.guest')}</p>
          <ButtonRow>
            <ButtonLink to={`/auth?view=sign-up&next=${encodeURIComponent(directoryPaths.dashboard)}`} variant="ghost">
              {t('request.done.signUp')}
            </ButtonLink>
          </ButtonRow>
        </>
      )}
    </Stack>
  );
}
