import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { site } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { ArrowRightIcon, Badge, Card, LockIcon } from '@cc/shared-ui';
import { toolCards, type ToolCard } from '../tool-cards';
import { CardGrid } from '../../../common/components/card-grid';
import { LandingSection } from './Section';
import { ToolIcon } from '../../../common/components/ToolIcon';

// shared-domain's newsPaths.premium, written out: importing that module would add all of news.ts
// to the landing page's first load (the tool cards test checks the address).
const premiumPath = '/premium';

const Item = styled(Card)<{ $disabled: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  transition:
    border-color 150ms ease,
    box-shadow 150ms ease;
  h3 {
    margin: ${({ theme }) => `${theme.space(2)} 0 0`};
    font-size: 1.3rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ${({ $disabled, theme }) =>
    $disabled
      ? css`
          background: ${theme.color.bg};
          border-style: dashed;
          border-color: #b9b3a7;
          box-shadow: none;
          h3 {
            color: ${theme.color.textMuted};
          }
        `
      : css`
          &:hover {
            border-color: ${theme.color.primary};
            box-shadow: ${theme.shadow.popover};
          }
        `}
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const IconTile = styled.span<{ $disabled: boolean }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $disabled }) => ($disabled ? theme.color.surfaceMuted : theme.color.accentSoft)};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.textMuted : theme.color.primary)};
`;

const Badges = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The title link covers the whole card (stretched pseudo-element), so the card is one link. */
const CardLink = styled(Link)`
  color: ${({ theme }) => theme.color.primary};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Call = styled.span<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space(3)};
  font-weight: 600;
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.textMuted : theme.color.primary)};
`;

function ToolCardItem({ card }: { card: ToolCard }) {
  const { t } = useTranslation('landing');
  const disabled = card.to === null;
  // A coming premium tool links to the premium area; a disabled container would disable its link too.
  const premiumLink = disabled && !card.isFree;
  const titleId = `tool-card-title-${card.id}`;
  const text = (field: string) => t(`tools.items.${card.textKey}.${field}`, { minutes: site.analysisMinutes });
  return (
    <Item
      as="li"
      data-testid={`tool-card-${card.id}`}
      aria-disabled={disabled && !premiumLink ? 'true' : undefined}
      $disabled={disabled}
    >
      <Top>
        <IconTile $disabled={disabled}>
          <ToolIcon name={card.icon} />
        </IconTile>
        <Badges>
          {card.isPopular && <Badge $tone="accent">{t('tools.badges.popular')}</Badge>}
          {card.isFree ? (
            <Badge $tone="success">{t('tools.badges.free')}</Badge>
          ) : (
            <Badge $tone="premium">{t('tools.badges.premium')}</Badge>
          )}
          {card.isComingSoon && <Badge $tone="neutral">{t('tools.badges.comingSoon')}</Badge>}
        </Badges>
      </Top>
      <h3 id={titleId}>{card.to ? <CardLink to={card.to}>{text('title')}</CardLink> : text('title')}</h3>
      <p>{text('description')}</p>
      {card.to ? (
        // The title link already names the target; this visual call belongs to the stretched link.
        <Call aria-hidden="true" $disabled={false}>
          {text('cta')}
          <ArrowRightIcon size={18} />
        </Call>
      ) : (
        <Call $disabled>
          <LockIcon size={18} />
          {t('tools.unavailable')}
        </Call>
      )}
      {premiumLink && (
        // The coming premium tools' way to the premium area; the card itself stays no tool link.
        <Call
          as={Link}
          to={premiumPath}
          aria-describedby={titleId}
          data-testid={`premium-link-${card.id}`}
          $disabled={false}
        >
          {t('tools.premiumLink')}
          <ArrowRightIcon size={18} />
        </Call>
      )}
    </Item>
  );
}

/** The grid of self-assessment tools: free ones lead somewhere, the others are announced. */
export function ToolCards() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection
      headingId="landing-tools-title"
      title={t('tools.title')}
      lead={t('tools.lead')}
      tone="muted"
      testId="tool-cards"
    >
      <CardGrid $desktop={2} $wide={3}>
        {toolCards.map((card) => (
          <ToolCardItem key={card.id} card={card} />
        ))}
      </CardGrid>
    </LandingSection>
  );
}
