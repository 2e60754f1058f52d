import { Link } from 'react-router';
import styled from 'styled-components';
import type { PublicExpert } from '@cc/shared-contract';
import { useTranslation } from '@cc/shared-i18n';
import { ButtonLink, Card, VisuallyHidden } from '@cc/shared-ui';
import { directoryPaths } from '../paths';
import { ExpertFacts, FirstTalkFree, useFeeText } from './ExpertFacts';
import { ExpertPhoto } from './ExpertPhoto';

const Item = styled(Card).attrs({ as: 'article' })`
  display: flex;
  flex-direction: column;
  gap: 16px;
  height: 100%;
  padding: ${({ theme }) => theme.space(5)};
`;

const Head = styled.div`
  display: flex;
  gap: 16px;
  align-items: center;
  h3 {
    margin: 0;
    font-size: 1.2rem;
    overflow-wrap: anywhere;
  }
  h3 a {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
  p {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Fee = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0;
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: auto;
`;

/** One expert in the directory: photo, name (to the profile), title, focus, languages, formats, fee. */
export function ExpertCard({ expert }: { expert: PublicExpert }) {
  const { t } = useTranslation('expertDirectory');
  const fee = useFeeText();
  const profile = directoryPaths.profile(expert.id);
  return (
    <Item data-testid="expert-card" aria-labelledby={`expert-${expert.id}`}>
      <Head>
        <ExpertPhoto name={expert.display_name} url={expert.photo_url} alt="" size={72} />
        <div>
          <h3 id={`expert-${expert.id}`}>
            <Link to={profile}>{expert.display_name}</Link>
          </h3>
          {expert.title && <p>{expert.title}</p>}
        </div>
      </Head>
      <ExpertFacts expert={expert} withFee={false} />
      <Fee>
        <span>{fee(expert)}</span>
        {expert.first_talk_free && <FirstTalkFree />}
      </Fee>
      <Actions>
        <ButtonLink to={profile} variant="secondary">
          {t('card.profile')}
          <VisuallyHidden>{t('card.ofName', { name: expert.display_name })}</VisuallyHidden>
        </ButtonLink>
        <ButtonLink to={directoryPaths.request(expert.id)}>
          {t('card.request')}
          <VisuallyHidden>{t('card.toName', { name: expert.display_name })}</VisuallyHidden>
        </ButtonLink>
      </Actions>
    </Item>
  );
}
