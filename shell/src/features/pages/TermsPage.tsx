import { site } from '@cc/shared-domain';
import { useDocumentTitle, useTranslation } from '@cc/shared-i18n';
import { PageSection } from '../../common/PageSection';
import './texts';

const sections = ['scope', 'services', 'free', 'advisor', 'booking', 'privacy', 'liability', 'final'] as const;

export default function TermsPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('terms.title'));
  return (
    <PageSection>
      <h1>{t('terms.title')}</h1>
      <p>{t('terms.intro', { company: site.company, product: site.productName })}</p>
      {sections.map((section, index) => (
        <section key={section} aria-labelledby={`terms-${section}`}>
          <h2 id={`terms-${section}`}>
            {index + 1}. {t(`terms.${section}.title`)}
          </h2>
          <p>{t(`terms.${section}.text`, { company: site.company, email: site.contactEmail })}</p>
        </section>
      ))}
      <p>{t('terms.updated')}</p>
    </PageSection>
  );
}
