import styled from 'styled-components';
import { useTranslation } from '@cc/shared-i18n';
import { Badge, Card } from '@cc/shared-ui';
import { testimonials } from '../testimonials';
import { CardGrid } from '../../../common/components/card-grid';
import { LandingSection } from './Section';

const Quote = styled(Card)`
  display: flex;
  flex-direction: column;
  height: 100%;
  margin: 0;
  &::before {
    content: '“';
    display: block;
    height: 40px;
    font-family: ${({ theme }) => theme.font.heading};
    font-size: 4rem;
    line-height: 1;
    color: ${({ theme }) => theme.color.accent};
  }
  blockquote {
    flex: 1;
    margin: ${({ theme }) => `0 0 ${theme.space(6)}`};
    p {
      margin: 0;
      font-size: 1.05rem;
    }
  }
  figcaption {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    padding-top: ${({ theme }) => theme.space(4)};
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Initials = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 700;
`;

const Author = styled.span`
  display: block;
  font-weight: 700;
`;

const Role = styled.span`
  display: block;
  font-size: 0.92rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const NoteLabel = styled(Badge)`
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

const Note = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
`;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** Three illustrative voices; the section says visibly that they are not real quotes. */
export function Testimonials() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection
      headingId="landing-testimonials-title"
      title={t('testimonials.title')}
      lead={
        <Note data-testid="testimonials-note">
          <NoteLabel>{t('testimonials.noteLabel')}</NoteLabel>
          {t('testimonials.note')}
        </Note>
      }
      tone="muted"
      testId="testimonials"
    >
      <CardGrid $desktop={3}>
        {testimonials.map(({ key }) => {
          const author = t(`testimonials.items.${key}.author`);
          return (
            <li key={key}>
              <Quote as="figure" data-testid={`testimonial-${key}`}>
                <blockquote>
                  <p>{t(`testimonials.items.${key}.quote`)}</p>
                </blockquote>
                <figcaption>
                  <Initials aria-hidden="true">{initials(author)}</Initials>
                  <span>
                    <Author>{author}</Author>
                    <Role>{t(`testimonials.items.${key}.role`)}</Role>
                  </span>
                </figcaption>
              </Quote>
            </li>
          );
        })}
      </CardGrid>
    </LandingSection>
  );
}
