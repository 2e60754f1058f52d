// /experts/:id: one approved expert's profile: photo, bio in the visitor's language (else the
// other), the qualifications the consultancy verified, focus, languages, formats, fee, and the
// call to request this expert. Unknown or not (or no longer) approved: a not-found state.
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import type { PublicExpertProfile } from '@cc/shared-contract';
import { site } from '@cc/shared-domain';
import { useDocumentTitle, useLanguage, useTranslation } from '@cc/shared-i18n';
import { ButtonLink, Card, CheckIcon, Spinner } from '@cc/shared-ui';
import { isNotFound, usePublicExpert } from './api/directory';
import { ExpertFacts, FirstTalkFree, useFeeText } from './components/ExpertFacts';
import { ExpertLoadError } from './components/ExpertLoadError';
import { ExpertPhoto } from './components/ExpertPhoto';
import { Page } from './components/Page';
import { directoryPaths } from './paths';
import './texts';

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: 20px;
  color: ${({ theme }) => theme.color.primary};
  font-weight: 600;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 24px;
  align-items: center;
  margin-bottom: 28px;
  h1 {
    margin: 0 0 4px;
  }
  .title {
    margin: 0 0 10px;
    font-size: 1.1rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .fee {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    margin: 0;
    font-weight: 600;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  gap: 24px;
  align-items: start;
  @media (max-width: 860px) {
    grid-template-columns: 1fr;
  }
  h2 {
    font-size: 1.25rem;
    margin: 0 0 10px;
  }
  section + section {
    margin-top: 28px;
  }
  .text {
    white-space: pre-line;
    margin: 0;
  }
  .note {
    margin: 0 0 8px;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Verified = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 0 0 10px;
  padding: 2px 12px 2px 8px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: #dff3e8;
  color: ${({ theme }) => theme.color.success};
  font-weight: 700;
  font-size: 0.9rem;
`;

const Aside = styled(Card).attrs({ as: 'aside' })`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: ${({ theme }) => theme.space(5)};
  p {
    margin: 0;
  }
`;

/** The bio in the visitor's language, else in the other one (marked with its language). */
function useBio(expert: PublicExpertProfile): { text: string; lang: 'de' | 'en'; other: boolean } | null {
  const [language] = useLanguage();
  const own = language === 'en' ? expert.bio_en : expert.bio_de;
  if (own) return { text: own, lang: language, other: false };
  const otherLang = language === 'en' ? 'de' : 'en';
  const other = otherLang === 'en' ? expert.bio_en : expert.bio_de;
  return other ? { text: other, lang: otherLang, other: true } : null;
}

function Profile({ expert }: { expert: PublicExpertProfile }) {
  const { t } = useTranslation(['expertDirectory', 'expert']);
  const fee = useFeeText();
  const bio = useBio(expert);
  const request = directoryPaths.request(expert.id);
  // An expert's name is public (the directory lists it), so the profile is titled by it.
  useDocumentTitle(expert.display_name);
  return (
    <div data-testid="expert-profile">
      <Head>
        <ExpertPhoto
          name={expert.display_name}
          url={expert.photo_url}
          alt={t('profile.photoAlt', { name: expert.display_name })}
          size={128}
          priority
        />
        <div>
          <h1>{expert.display_name}</h1>
          {expert.title && <p className="title">{expert.title}</p>}
          <p className="fee">
            <span>{fee(expert)}</span>
            {expert.first_talk_free && <FirstTalkFree />}
          </p>
        </div>
      </Head>
      <Columns>
        <div>
          <section aria-labelledby="profile-about">
            <h2 id="profile-about">{t('profile.about')}</h2>
            {bio ? (
              <>
                {bio.other && <p className="note">{t('profile.bioOtherLanguage')}</p>}
                <p className="text" lang={bio.lang} data-testid="expert-bio">
                  {bio.text}
                </p>
              </>
            ) : (
              <p className="text">{t('profile.noBio')}</p>
            )}
          </section>
          <section aria-labelledby="profile-qualifications" data-testid="expert-qualifications">
            <h2 id="profile-qualifications">{t('profile.qualifications')}</h2>
            <Verified>
              <CheckIcon size={16} aria-hidden="true" />
              {t('profile.verified', { company: site.company })}
            </Verified>
            <p className="note">{t('profile.verifiedText')}</p>
            {expert.qualifications && <p className="text">{expert.qualifications}</p>}
          </section>
        </div>
        <Aside aria-labelledby="profile-facts">
          <h2 id="profile-facts">{t('profile.facts')}</h2>
          <ExpertFacts expert={expert} />
          <p>
            {t(expert.first_talk_free ? 'profile.requestTextFree' : 'profile.requestText', {
              name: expert.display_name,
            })}
          </p>
          <ButtonLink to={request} data-testid="request-expert">
            {t('profile.request', { name: expert.display_name })}
          </ButtonLink>
        </Aside>
      </Columns>
    </div>
  );
}

/** Unknown, never or no longer approved: the same answer (the api does not tell them apart either). */
function NotFound() {
  const { t } = useTranslation('expertDirectory');
  useDocumentTitle(t('profile.notFound.title'));
  return (
    <div data-testid="expert-not-found">
      <h1>{t('profile.notFound.title')}</h1>
      <p className="lead">{t('profile.notFound.text')}</p>
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <ButtonLink to={directoryPaths.directory}>{t('profile.notFound.directory')}</ButtonLink>
        <ButtonLink to={directoryPaths.request()} variant="secondary">
          {t('directory.match.cta')}
        </ButtonLink>
      </p>
    </div>
  );
}

export default function ProfilePage() {
  const { t } = useTranslation(['expertDirectory', 'apiErrors']);
  const { id = '' } = useParams();
  const expert = usePublicExpert(id);

  let content;
  // The views with no h1 of their own (Profile and NotFound title themselves).
  let documentTitle: string | undefined;
  if (!id) {
    content = <NotFound />;
  } else if (expert.isPending) {
    content = (
      <p role="status">
        <Spinner $size={20} /> {t('profile.loading')}
      </p>
    );
    documentTitle = t('profile.loading');
  } else if (expert.isError && isNotFound(expert.error)) {
    content = <NotFound />;
  } else if (expert.isError) {
    content = (
      <>
        <h1>{t('profile.error.title')}</h1>
        <ExpertLoadError error={expert.error} onRetry={() => void expert.refetch()} />
      </>
    );
    documentTitle = t('profile.error.title');
  } else {
    content = <Profile expert={expert.data} />;
  }

  return (
    <Page documentTitle={documentTitle}>
      <Back to={directoryPaths.directory}>
        <span aria-hidden="true">← </span>
        {t('profile.back')}
      </Back>
      {content}
    </Page>
  );
}
