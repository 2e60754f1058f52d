// What anonymous visitors see instead of the chat: what premium offers, and sign-in or guest
// access that come back here afterwards.
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '@cc/shared-i18n';
import { ButtonLink, Card } from '@cc/shared-ui';
import { ButtonRow } from '@cc/shared-ui/forms';

export const premiumFeatures = ['phases', 'memory', 'summary', 'roleplay', 'handoff'] as const;

const Features = styled.ul`
  margin: 16px 0 24px;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 12px;
  li {
    padding-left: 14px;
    border-left: 3px solid ${({ theme }) => theme.color.accent};
  }
  strong {
    display: block;
  }
`;

export function PremiumGate() {
  const { t } = useTranslation('chat');
  // Back to this address after signing in, with its conversation or handoff flag.
  const back = { from: `/chat-advisor${useLocation().search}` };
  return (
    <Card as="section" aria-labelledby="premium-gate-title" data-testid="premium-gate">
      <h2 id="premium-gate-title" style={{ marginTop: 0 }}>
        {t('gate.title')}
      </h2>
      <p>{t('gate.text')}</p>
      <Features>
        {premiumFeatures.map((feature) => (
          <li key={feature}>
            <strong>{t(`gate.features.${feature}.title`)}</strong>
            {t(`gate.features.${feature}.text`)}
          </li>
        ))}
      </Features>
      <ButtonRow>
        <ButtonLink to="/auth" state={back}>
          {t('gate.signIn')}
        </ButtonLink>
        <ButtonLink to="/auth?view=guest" state={back} variant="secondary">
          {t('gate.guest')}
        </ButtonLink>
        <ButtonLink to="/chat" variant="ghost">
          {t('links.publicChat')}
        </ButtonLink>
      </ButtonRow>
    </Card>
  );
}
