import { Link } from 'react-router';
import styled from 'styled-components';
import { newsPaths, site } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { Container, VisuallyHidden } from '@cc/shared-ui';

const Bar = styled.footer`
  margin-top: 64px;
  padding: 48px 0 32px;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  a {
    color: inherit;
  }
`;

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 32px;
  h2 {
    font-family: inherit;
    font-size: 1rem;
    margin-bottom: 12px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  a {
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
  margin-top: 40px;
  padding-top: 20px;
  border-top: 1px solid rgba(255, 255, 255, 0.25);
  font-size: 0.9rem;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 16px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

function External({ href, children }: { href: string; children: string }) {
  const { t } = useTranslation('shell');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> ({t('nav.external')})</VisuallyHidden>
    </a>
  );
}

export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <Bar>
      <Container>
        <Groups>
          <section aria-labelledby="footer-analysis">
            <h2 id="footer-analysis">{t('footer.analysis')}</h2>
            <ul>
              <li>
                <Link to="/assessment/conflict-analysis">{t('footer.conflictAnalysis')}</Link>
              </li>
              <li>
                <Link to="/assessment/conflict-style">{t('footer.conflictStyle')}</Link>
              </li>
              <li>
                <Link to="/checklisten/werte-radar">{t('checklists.werte-radar')}</Link>
              </li>
              <li>
                <Link to="/checklisten/konflikt-kosten">{t('checklists.konflikt-kosten')}</Link>
              </li>
            </ul>
          </section>
          <section aria-labelledby="footer-experts">
            <h2 id="footer-experts">{t('footer.experts')}</h2>
            <ul>
              <li>
                <Link to="/expert-portal">{t('footer.expertPortal')}</Link>
              </li>
              <li>
                <Link to="/chat">{t('nav.chat')}</Link>
              </li>
              <li>
                <External href={site.links.booking}>{t('footer.booking')}</External>
              </li>
            </ul>
          </section>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">{t('footer.contact')}</h2>
            <ul>
              <li>
                <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
              </li>
              <li>
                <External href={site.links.booking}>{t('footer.bookTalk')}</External>
              </li>
              <li>
                <External href={site.links.blog}>{t('nav.blog')}</External>
              </li>
              <li>
                <Link to={newsPaths.subscribe}>{t('footer.subscribe')}</Link>
              </li>
            </ul>
          </section>
        </Groups>
        <Bottom>
          <span>{t('footer.copyright', { year: new Date().getFullYear(), company: site.company })}</span>
          <ul>
            <li>
              <External href={site.links.privacy}>{t('footer.privacy')}</External>
            </li>
            <li>
              <External href={site.links.imprint}>{t('footer.imprint')}</External>
            </li>
            <li>
              <Link to="/agb">{t('footer.terms')}</Link>
            </li>
          </ul>
        </Bottom>
      </Container>
    </Bar>
  );
}
