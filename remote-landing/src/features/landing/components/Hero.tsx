// The asset's module type travels with its import, so the shell's prerender, which renders this
// component, type-checks it without listing a file of this remote in its tsconfig.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../../assets.d.ts" />
import { Link } from 'react-router';
import styled from 'styled-components';
import { site } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { ArrowRightIcon, ButtonLink, CheckIcon, Container, LazyImage, VisuallyHidden, media } from '@cc/shared-ui';
import heroUrl from '../assets/hero.svg';

const Band = styled.section`
  background:
    radial-gradient(circle at 85% 20%, ${({ theme }) => theme.color.accentSoft} 0, transparent 45%),
    ${({ theme }) => theme.color.bg};
  padding: ${({ theme }) => `${theme.space(10)} 0 ${theme.space(14)}`};
  ${media.desktop} {
    padding: ${({ theme }) => `${theme.space(16)} 0 ${theme.space(20)}`};
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  align-items: center;
  ${media.desktop} {
    grid-template-columns: minmax(0, 1.05fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(12)};
  }
`;

const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-size: 0.92rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.color.primary};
  &::before {
    content: '';
    width: 28px;
    height: 3px;
    border-radius: 2px;
    background: ${({ theme }) => theme.color.accent};
  }
`;

const Title = styled.h1`
  font-size: clamp(2rem, 5vw, 3.1rem);
  color: ${({ theme }) => theme.color.primary};
  margin-bottom: ${({ theme }) => theme.space(5)};
  text-wrap: balance;
`;

const Lead = styled.p`
  font-size: 1.15rem;
  color: ${({ theme }) => theme.color.textMuted};
  max-width: 36em;
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

/** Both calls stacked at the width of the longer one (full width on small screens). */
const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  ${media.mobile} {
    > a {
      padding: 0 ${({ theme }) => theme.space(4)};
      font-size: 1rem;
    }
  }
  ${media.desktop} {
    display: inline-flex;
    max-width: 100%;
  }
`;

const BookHint = styled.p`
  margin: ${({ theme }) => `${theme.space(3)} 0 0`};
  font-size: 0.95rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  margin: ${({ theme }) => `${theme.space(7)} 0 0`};
  padding: ${({ theme }) => `${theme.space(5)} 0 0`};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-weight: 600;
    color: ${({ theme }) => theme.color.text};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.success};
  }
`;

const Visual = styled.div`
  position: relative;
`;

const ImageFrame = styled.div`
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.card};
  background: ${({ theme }) => theme.color.surface};
`;

/** Overlaps the image's lower edge; on wide screens it floats over the image's left side. */
const Claim = styled.p`
  position: relative;
  display: inline-flex;
  margin: ${({ theme }) => `${theme.space(-7)} 0 0 ${theme.space(4)}`};
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  font-weight: 700;
  color: ${({ theme }) => theme.color.primary};
  ${media.wide} {
    position: absolute;
    left: ${({ theme }) => theme.space(-4)};
    bottom: ${({ theme }) => theme.space(8)};
    margin: 0;
    font-size: 1.1rem;
  }
`;

const ClaimIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.onAccent};
`;

/** The page's opening: who it is for, the two ways onward and what the analysis costs you. */
export function Hero() {
  const { t } = useTranslation('landing');
  const minutes = site.analysisMinutes;
  return (
    <Band aria-labelledby="landing-hero-title" data-testid="landing-hero">
      <Container>
        <Grid>
          <div>
            <Eyebrow>{t('hero.eyebrow')}</Eyebrow>
            <Title id="landing-hero-title">{t('hero.title')}</Title>
            <Lead>{t('hero.lead', { minutes })}</Lead>
            <Actions>
              <ButtonLink to="/assessment/conflict-analysis" variant="primary" size="lg">
                {t('hero.start')}
                <ArrowRightIcon size={18} />
              </ButtonLink>
              {/* The spec's "book a direct talk": the booking page of the psychologist and mediation
                  coach, as everywhere else (footer, results, chat); the directory is named as such. */}
              <ButtonLink href={site.links.booking} variant="secondary" size="lg">
                {t('hero.book')}
                <VisuallyHidden> ({t('newTab')})</VisuallyHidden>
              </ButtonLink>
            </Actions>
            <BookHint>
              {t('hero.bookHint')} <Link to="/experts">{t('hero.findExpert')}</Link>
            </BookHint>
            <Facts aria-label={t('hero.facts.label')}>
              <li>
                <CheckIcon size={18} />
                {t('hero.facts.duration', { minutes })}
              </li>
              <li>
                <CheckIcon size={18} />
                {t('hero.facts.instant')}
              </li>
              <li>
                <CheckIcon size={18} />
                {t('hero.facts.noCard')}
              </li>
            </Facts>
          </div>
          <Visual>
            <ImageFrame>
              <LazyImage
                priority
                src={heroUrl}
                alt={t('hero.imageAlt')}
                width={800}
                height={600}
                aspectRatio="4 / 3"
                sizes="(min-width: 768px) 50vw, 100vw"
              />
            </ImageFrame>
            <Claim data-testid="landing-claim">
              <ClaimIcon>
                <CheckIcon size={20} />
              </ClaimIcon>
              {t('hero.claim', { solved: site.conflictsSolved })}
            </Claim>
          </Visual>
        </Grid>
      </Container>
    </Band>
  );
}
