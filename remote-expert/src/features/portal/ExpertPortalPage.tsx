import { Route, Routes } from 'react-router';
import styled from 'styled-components';
import { site } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { Card, PageIntro } from '@cc/shared-ui';

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 16px;
  list-style: none;
  padding: 0;
  margin: 24px 0 0;
  h2 {
    font-size: 1.1rem;
    margin: 0 0 8px;
  }
  p {
    margin: 0;
  }
`;

const steps = ['apply', 'profile', 'cases'] as const;

function Overview() {
  const { t } = useTranslation('expert');
  return (
    <PageIntro
      title={t('title')}
      lead={t('lead')}
      links={[
        { label: t('links.contact'), href: `mailto:${site.contactEmail}` },
        { label: t('links.home'), to: '/' },
      ]}
    >
      <Steps>
        {steps.map((step) => (
          <li key={step}>
            <Card>
              <h2>{t(`steps.${step}.title`)}</h2>
              <p>{t(`steps.${step}.text`)}</p>
            </Card>
          </li>
        ))}
      </Steps>
      <p style={{ marginTop: 24 }}>{t('status')}</p>
    </PageIntro>
  );
}

function UnknownPortalPage() {
  const { t } = useTranslation('expert');
  return (
    <PageIntro
      title={t('unknown.title')}
      lead={t('unknown.lead')}
      links={[{ label: t('unknown.back'), to: '/expert-portal' }]}
    />
  );
}

/** The portal owns everything below /expert-portal. */
export default function ExpertPortalPage() {
  return (
    <Routes>
      <Route index element={<Overview />} />
      <Route path="*" element={<UnknownPortalPage />} />
    </Routes>
  );
}
