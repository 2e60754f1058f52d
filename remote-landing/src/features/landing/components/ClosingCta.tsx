import styled from 'styled-components';
import { site } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { ArrowRightIcon, ButtonLink, Container, VisuallyHidden, media } from '@cc/shared-ui';
import { bandBelowHero } from './band';

const Band = styled.section`
  ${bandBelowHero(600)}
`;

const Panel = styled.div`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(6)}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  text-align: center;
  /* Two quiet circles in the corner, drawn in CSS (no image to load). */
  &::before,
  &::after {
    content: '';
    position: absolute;
    border-radius: 50%;
    border: 2px solid rgba(242, 177, 52, 0.35);
    pointer-events: none;
  }
  &::before {
    width: 260px;
    height: 260px;
    right: -90px;
    top: -110px;
  }
  &::after {
    width: 180px;
    height: 180px;
    left: -70px;
    bottom: -90px;
  }
  h2 {
    position: relative;
    font-size: clamp(1.6rem, 3.4vw, 2.3rem);
    color: ${({ theme }) => theme.color.onPrimary};
    margin-bottom: ${({ theme }) => theme.space(4)};
  }
  p {
    position: relative;
    max-width: 36em;
    margin: 0 auto ${({ theme }) => theme.space(8)};
    font-size: 1.1rem;
    color: #e4ecee;
  }
  /* The global focus blue is too dark on this background: use a light ring here. */
  a:focus-visible {
    outline-color: ${({ theme }) => theme.color.accent};
  }
  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space(10)} ${theme.space(5)}`};
    &::before {
      width: 150px;
      height: 150px;
      right: -75px;
      top: -75px;
    }
    &::after {
      display: none;
    }
  }
  ${media.desktop} {
    padding: ${({ theme }) => `${theme.space(16)} ${theme.space(12)}`};
  }
`;

const Actions = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  ${media.mobile} {
    > a {
      flex: 1 1 100%;
      padding: 0 ${({ theme }) => theme.space(4)};
      font-size: 1rem;
    }
    /* The narrow panel needs the room for the label; the icons are decorative. */
    > a svg {
      display: none;
    }
  }
`;

/** The last invitation: start the free analysis or talk to someone directly. */
export function ClosingCta() {
  const { t } = useTranslation('landing');
  return (
    <Band aria-labelledby="landing-closing-title" data-testid="closing-cta">
      <Container>
        <Panel>
          <h2 id="landing-closing-title">{t('closing.title')}</h2>
          <p>{t('closing.text', { minutes: site.analysisMinutes })}</p>
          <Actions>
            <ButtonLink to="/assessment/conflict-analysis" variant="accent" size="lg">
              {t('closing.start')}
              <ArrowRightIcon size={18} />
            </ButtonLink>
            <ButtonLink href={site.links.booking} variant="secondary" size="lg">
              {t('closing.book')}
              <VisuallyHidden> ({t('newTab')})</VisuallyHidden>
            </ButtonLink>
          </Actions>
        </Panel>
      </Container>
    </Band>
  );
}
