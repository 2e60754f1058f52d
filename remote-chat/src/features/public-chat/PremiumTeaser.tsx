import styled from 'styled-components';
import { useAuth } from '@cc/shared-auth';
import { site } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { ButtonLink, Card } from '@cc/shared-ui';
import { ButtonRow } from '@cc/shared-ui/forms';

const Box = styled(Card).attrs({ as: 'section' })`
  margin: 20px 0 24px;
  h2 {
    margin-top: 0;
    font-size: 1.2rem;
  }
`;

/** What the premium advisor adds, and the free analysis and a direct talk as other ways on. */
export function PremiumTeaser() {
  const { t } = useTranslation('chat');
  const { user, isGuestUser } = useAuth();
  const back = { from: '/chat-advisor' };
  return (
    <Box aria-labelledby="premium-teaser-title" data-testid="premium-teaser">
      <h2 id="premium-teaser-title">{t('public.premium.title')}</h2>
      <p>{t('public.premium.text')}</p>
      <ButtonRow>
        {user || isGuestUser ? (
          <ButtonLink to="/chat-advisor">{t('public.premium.open')}</ButtonLink>
        ) : (
          <>
            <ButtonLink to="/auth" state={back}>
              {t('gate.signIn')}
            </ButtonLink>
            <ButtonLink to="/auth?view=guest" state={back} variant="secondary">
              {t('gate.guest')}
            </ButtonLink>
          </>
        )}
        <ButtonLink to="/assessment/conflict-analysis" variant="secondary">
          {t('links.analysis')}
        </ButtonLink>
        <ButtonLink href={site.links.booking} variant="ghost">
          {t('links.booking')}
        </ButtonLink>
      </ButtonRow>
    </Box>
  );
}
