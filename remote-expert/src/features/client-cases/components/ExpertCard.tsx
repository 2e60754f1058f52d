import styled from 'styled-components';
import type { CaseExpert } from '@cc/shared-contract';
import { casePaths } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { ButtonLink } from '@cc/shared-ui';
import '../texts';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  p {
    margin: 0;
  }
`;

const Photo = styled.img`
  width: 64px;
  height: 64px;
  border-radius: 50%;
  object-fit: cover;
  flex: none;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

/** Initials where there is no photo. */
const Initials = styled.span`
  width: 64px;
  height: 64px;
  border-radius: 50%;
  flex: none;
  display: grid;
  place-items: center;
  font-weight: 700;
  font-size: 1.3rem;
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.primary};
`;

const Name = styled.p`
  font-weight: 700;
  font-size: 1.05rem;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** The expert of a case as the directory shows them, with the way to their profile. */
export function ExpertCard({ expert }: { expert: CaseExpert }) {
  const { t } = useTranslation('clientCases');
  return (
    <div data-testid="case-expert">
      <Row>
        {expert.photo_url ? (
          <Photo
            src={expert.photo_url}
            alt={t('expert.photoAlt', { name: expert.display_name })}
            width={64}
            height={64}
            loading="lazy"
          />
        ) : (
          <Initials aria-hidden="true">{initials(expert.display_name)}</Initials>
        )}
        <div>
          <Name>{expert.display_name}</Name>
          {expert.title && <Muted>{expert.title}</Muted>}
        </div>
      </Row>
      <p>
        <ButtonLink
          to={casePaths.expert(expert.id)}
          variant="secondary"
          aria-label={t('expert.profileLabel', { name: expert.display_name })}
        >
          {t('expert.profile')}
        </ButtonLink>
      </p>
    </div>
  );
}
