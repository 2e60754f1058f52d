import { useParams } from 'react-router';
import { isAssessmentType } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { PageIntro } from '@cc/shared-ui';

export default function ResultsPage() {
  const { t } = useTranslation('results');
  const { assessmentType } = useParams();
  if (!isAssessmentType(assessmentType)) {
    return (
      <PageIntro
        title={t('resultsPage.unknownTitle')}
        lead={t('resultsPage.unknownLead')}
        links={[
          { label: t('links.analysis'), to: '/assessment/conflict-analysis' },
          { label: t('links.style'), to: '/assessment/conflict-style' },
        ]}
      />
    );
  }
  const testPath = `/assessment/${assessmentType}`;
  return (
    <PageIntro
      title={t(`resultsPage.title.${assessmentType}`)}
      lead={t('resultsPage.lead')}
      links={[{ label: t('resultsPage.take'), to: testPath }]}
    />
  );
}
