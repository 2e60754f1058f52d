import styled from 'styled-components';
import { useAuth } from '@cc/shared-auth';
import { site } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { ButtonLink, Card } from '@cc/shared-ui';
import { ButtonRow, Stack } from '@cc/shared-ui/forms';
import { AccountPrompt, PortalPage } from '../../common/components/PortalPage';
import { portalPaths } from '../../common/portal-paths';
import { ApplicationState } from './ApplicationState';

export const benefits = ['requests', 'workflow', 'messages', 'appointments'] as const;
export const expectations = ['training', 'experience', 'documents', 'limits'] as const;
export const verificationSteps = ['account', 'application', 'review', 'twoFactor'] as const;

const Section = styled.section`
  margin-top: 40px;
  h2 {
    font-size: 1.4rem;
    margin: 0 0 16px;
  }
`;

const Grid = styled.ul`
  display: grid;
  /* Two columns on wide screens (four cards, no orphan), one on phones. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: 16px;
  list-style: none;
  padding: 0;
  margin: 0;
  h3 {
    font-size: 1.05rem;
    margin: 0 0 8px;
  }
  p {
    margin: 0;
  }
`;

const Checks = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 12px;
  li {
    padding-left: 14px;
    border-left: 3px solid ${({ theme }) => theme.color.accent};
  }
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: 1.4em;
  display: grid;
  gap: 12px;
  li::marker {
    font-weight: 700;
    color: ${({ theme }) => theme.color.primary};
  }
  strong {
    display: block;
  }
`;

/** How to apply: visitors sign in or up first (and come back to the application), accounts go straight to it. */
function CallToApply() {
  const { t } = useTranslation('expert');
  const { user, isGuestUser } = useAuth();
  if (isGuestUser) return <AccountPrompt />;
  return (
    <Card as="section" aria-labelledby="apply-title" data-testid="apply-cta">
      <Stack $gap={3}>
        <h2 id="apply-title">{t('overview.apply.title')}</h2>
        <p>{t('overview.apply.text')}</p>
        <ButtonRow>
          <ButtonLink to={user ? portalPaths.application : `/auth?next=${portalPaths.apply}`} size="lg">
            {t('overview.apply.button')}
          </ButtonLink>
          <ButtonLink href={`mailto:${site.contactEmail}`} variant="secondary" size="lg">
            {t('overview.apply.contact')}
          </ButtonLink>
        </ButtonRow>
      </Stack>
    </Card>
  );
}

/** `/expert-portal`: what the portal offers experts, what it expects, how verification works. */
export default function OverviewPage() {
  const { t } = useTranslation('expert');
  const { user } = useAuth();
  return (
    <PortalPage title={t('title')} lead={t('lead')}>
      {user ? <ApplicationState /> : <CallToApply />}
      <Section aria-labelledby="benefits-title">
        <h2 id="benefits-title">{t('overview.benefits.title')}</h2>
        <Grid>
          {benefits.map((key) => (
            <li key={key}>
              <Card style={{ height: '100%' }}>
                <h3>{t(`overview.benefits.${key}.title`)}</h3>
                <p>{t(`overview.benefits.${key}.text`)}</p>
              </Card>
            </li>
          ))}
        </Grid>
      </Section>
      <Section aria-labelledby="expectations-title">
        <h2 id="expectations-title">{t('overview.expectations.title')}</h2>
        <Checks>
          {expectations.map((key) => (
            <li key={key}>{t(`overview.expectations.${key}`)}</li>
          ))}
        </Checks>
      </Section>
      <Section aria-labelledby="verification-title">
        <h2 id="verification-title">{t('overview.verification.title')}</h2>
        <Steps>
          {verificationSteps.map((key) => (
            <li key={key}>
              <strong>{t(`overview.verification.${key}.title`)}</strong>
              {t(`overview.verification.${key}.text`)}
            </li>
          ))}
        </Steps>
      </Section>
      {user && (
        <Section aria-labelledby="contact-title">
          <h2 id="contact-title">{t('overview.contact.title')}</h2>
          <p>
            {t('overview.contact.text')} <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
          </p>
        </Section>
      )}
    </PortalPage>
  );
}
