import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useAuth } from '@cc/shared-auth';
import { useDocumentTitle, useTranslation } from '@cc/shared-i18n';
import { ButtonLink, Card, Container, Spinner } from '@cc/shared-ui';
import { ButtonRow, Stack } from '@cc/shared-ui/forms';
import { PortalNav } from './PortalNav';

const Section = styled(Container)`
  padding-top: ${({ theme }) => theme.space(10)};
  padding-bottom: ${({ theme }) => theme.space(14)};
  max-width: 920px;
  h1 {
    font-size: clamp(1.8rem, 4.5vw, 2.5rem);
    color: ${({ theme }) => theme.color.primary};
    margin: 0 0 12px;
  }
  .lead {
    font-size: 1.1rem;
    color: ${({ theme }) => theme.color.textMuted};
    margin: 0 0 24px;
  }
  h2 {
    margin: 0;
  }
`;

interface PortalPageProps {
  title: string;
  lead?: string;
  children?: ReactNode;
  /** Shows the account prompt instead of the content to visitors and guests. */
  requireAccount?: boolean;
  /** Gives the heading this id and makes it focusable from script (focus after an action). */
  titleId?: string;
  /** The document title when the heading is private (a case's topic); the heading's text otherwise. */
  documentTitle?: string;
}

/** Where a visitor or guest comes back to after signing in or up (the `next` of /auth). */
export function useReturnPath(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/** Visitors and guests: an expert needs an account of their own. */
export function AccountPrompt() {
  const { t } = useTranslation('expert');
  const { isGuestUser } = useAuth();
  const next = encodeURIComponent(useReturnPath());
  return (
    <Card as="section" aria-labelledby="account-prompt-title" data-testid="account-prompt">
      <Stack>
        <h2 id="account-prompt-title">{t('account.title')}</h2>
        <p>{t(isGuestUser ? 'account.guest' : 'account.text')}</p>
        <ButtonRow>
          <ButtonLink to={`/auth?view=sign-up&next=${next}`}>{t('account.signUp')}</ButtonLink>
          <ButtonLink to={`/auth?next=${next}`} variant="secondary">
            {t('account.signIn')}
          </ButtonLink>
        </ButtonRow>
      </Stack>
    </Card>
  );
}

/** A page of the portal: its heading, the portal's navigation for signed-in people, the content. */
export function PortalPage({ title, lead, children, requireAccount = false, titleId, documentTitle }: PortalPageProps) {
  const { t } = useTranslation('expert');
  const { user, loading } = useAuth();
  useDocumentTitle(documentTitle ?? title);

  let content: ReactNode = children;
  if (requireAccount && loading) {
    content = (
      <p role="status">
        <Spinner $size={20} /> {t('loading')}
      </p>
    );
  } else if (requireAccount && !user) {
    content = <AccountPrompt />;
  }

  return (
    <Section>
      {user && <PortalNav />}
      <h1 id={titleId} tabIndex={titleId ? -1 : undefined}>
        {title}
      </h1>
      {lead && <p className="lead">{lead}</p>}
      {content}
    </Section>
  );
}
