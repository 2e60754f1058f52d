// The premium area (/premium): what premium offers (the premium advisor, team rounds, expert
// matching), the coming premium checklists (disabled, as in the drawer) and the subscription
// "Abonnieren" at #abonnieren. Anonymous visitors get the way in (guest or sign-in, back here);
// guests and users the direct links.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useAuth } from '@cc/shared-auth';
import { checklists, newsPaths, teamRoundPaths, teamRoundThreshold } from '@cc/shared-domain';
import { useDocumentTitle, useTranslation } from '@cc/shared-i18n';
import { ArrowRightIcon, Badge, ButtonLink, Card, Container, LockIcon, media } from '@cc/shared-ui';
import { ButtonRow } from '@cc/shared-ui/forms';
import { CardGrid } from '../../common/components/card-grid';
import { ToolIcon, type ToolIconName } from '../../common/components/ToolIcon';
import { SubscribeForm } from '../../common/news/SubscribeForm';
import { premiumNamespace } from './texts';

/** The anchor of the subscribe section (footer link, mails, the widget). */
export const subscribeAnchor = newsPaths.subscribe.split('#')[1]!;

const returnHere = encodeURIComponent(newsPaths.premium);

interface Offer {
  key: 'advisor' | 'teamRounds' | 'experts';
  icon: ToolIconName;
  to: string;
}

const offers: readonly Offer[] = [
  { key: 'advisor', icon: 'chat', to: '/chat-advisor' },
  { key: 'teamRounds', icon: 'team', to: teamRoundPaths.start },
  { key: 'experts', icon: 'compass', to: '/experts/request' },
];

const premiumChecklists = checklists.filter((checklist) => checklist.isPremium);

const Intro = styled(Container)`
  max-width: 820px;
  padding-top: ${({ theme }) => theme.space(14)};
  padding-bottom: ${({ theme }) => theme.space(8)};
  text-align: center;
  h1 {
    font-size: clamp(2rem, 5vw, 3rem);
    color: ${({ theme }) => theme.color.primary};
  }
  p {
    margin: 0 auto;
    max-width: 680px;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.color.textMuted};
    text-wrap: balance;
  }
`;

const Band = styled.section<{ $muted?: boolean }>`
  padding: ${({ theme }) => `${theme.space(10)} 0`};
  background: ${({ theme, $muted }) => ($muted ? theme.color.surfaceMuted : 'transparent')};
  /* The header is sticky: #abonnieren lands below it. */
  scroll-margin-top: 80px;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: clamp(1.5rem, 3vw, 2rem);
    color: ${({ theme }) => theme.color.primary};
  }
  ${media.desktop} {
    padding: ${({ theme }) => `${theme.space(14)} 0`};
  }
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  max-width: 720px;
  font-size: 1.05rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Offer = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  h3 {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  > :last-child:not(p) {
    margin-top: auto;
    padding-top: ${({ theme }) => theme.space(2)};
  }
`;

const IconTile = styled.span`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.primary};
`;

const Access = styled(Card)`
  margin-top: ${({ theme }) => theme.space(6)};
  border-left: 4px solid ${({ theme }) => theme.color.accent};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.15rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
`;

/** A coming premium checklist: muted and dashed like the landing page's coming tools; no link. */
const Coming = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.color.bg};
  border-style: dashed;
  border-color: #b9b3a7;
  box-shadow: none;
  cursor: not-allowed;
  h3 {
    margin: 0;
    font-size: 1.1rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Badges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const FormCard = styled(Card)`
  max-width: 720px;
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

export default function PremiumPage() {
  const { t } = useTranslation(premiumNamespace);
  const { user, isGuestUser, loading } = useAuth();
  const location = useLocation();
  const subscribeRef = useRef<HTMLElement>(null);
  const hasIdentity = Boolean(user || isGuestUser);
  useDocumentTitle(t('title'));

  // The page arrives after the shell has handled the address, so it scrolls to #abonnieren itself.
  useEffect(() => {
    if (location.hash === `#${subscribeAnchor}`) subscribeRef.current?.scrollIntoView();
  }, [location.hash, location.key]);

  return (
    <div data-testid="premium-page">
      <Intro>
        <h1>{t('title')}</h1>
        <p>{t('lead')}</p>
      </Intro>

      <Band aria-labelledby="premium-offers-title">
        <Container>
          <h2 id="premium-offers-title">{t('offers.title')}</h2>
          <CardGrid $desktop={3} $desktopGap={5}>
            {offers.map((offer) => (
              <Offer as="li" key={offer.key} data-testid={`premium-offer-${offer.key}`}>
                <IconTile>
                  <ToolIcon name={offer.icon} />
                </IconTile>
                <h3>{t(`offers.${offer.key}.title`)}</h3>
                <p>{t(`offers.${offer.key}.text`, { threshold: teamRoundThreshold })}</p>
                {hasIdentity && (
                  <div>
                    <ButtonLink to={offer.to} variant="secondary">
                      {t(`offers.${offer.key}.cta`)}
                      <ArrowRightIcon size={18} />
                    </ButtonLink>
                  </div>
                )}
              </Offer>
            ))}
          </CardGrid>
          {!loading && !hasIdentity && (
            <Access as="section" aria-labelledby="premium-access-title" data-testid="premium-access">
              <h3 id="premium-access-title">{t('access.title')}</h3>
              <p>{t('access.text')}</p>
              <ButtonRow>
                <ButtonLink to={`/auth?view=guest&next=${returnHere}`}>{t('access.guest')}</ButtonLink>
                <ButtonLink to={`/auth?next=${returnHere}`} variant="secondary">
                  {t('access.signIn')}
                </ButtonLink>
              </ButtonRow>
            </Access>
          )}
        </Container>
      </Band>

      <Band $muted aria-labelledby="premium-checklists-title" data-testid="premium-checklists">
        <Container>
          <h2 id="premium-checklists-title">{t('checklists.title')}</h2>
          <Lead>{t('checklists.lead')}</Lead>
          <CardGrid $desktop={3} $desktopGap={5}>
            {premiumChecklists.map((checklist) => (
              <Coming as="li" key={checklist.id} aria-disabled="true" data-testid={`premium-checklist-${checklist.id}`}>
                <Badges>
                  <Badge $tone="premium">
                    <LockIcon size={12} />
                    {t('checklists.premium')}
                  </Badge>
                  <Badge $tone="neutral">{t('checklists.soon')}</Badge>
                </Badges>
                <h3>{t(`checklists.items.${checklist.id}.title`)}</h3>
                <p>{t(`checklists.items.${checklist.id}.text`)}</p>
              </Coming>
            ))}
          </CardGrid>
        </Container>
      </Band>

      <Band ref={subscribeRef} id={subscribeAnchor} aria-labelledby="premium-subscribe-title">
        <Container>
          <h2 id="premium-subscribe-title">{t('subscribe.title')}</h2>
          <Lead>{t('subscribe.lead')}</Lead>
          <FormCard>
            <SubscribeForm />
          </FormCard>
        </Container>
      </Band>
    </div>
  );
}
