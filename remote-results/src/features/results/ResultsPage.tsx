import { useLocation, useParams, useSearchParams } from 'react-router';
import { type AssessmentType, isAssessmentType, toolLinks } from '@cc/shared-domain';
import { DocumentTitle, useDocumentTitle, useTranslation } from '@cc/shared-i18n';
import { useAuth } from '@cc/shared-auth';
import { ButtonLink, Button, ErrorScreen, Spinner } from '@cc/shared-ui';
import { Alert, ButtonRow, PageIntro } from '@cc/shared-ui/forms';
import { valuesResultPath } from '../../common/api';
import { isAnalysisResult, isStyleResult } from '../../common/parse-result';
import { isRecord } from '../../common/storage';
import { isLocalResult, useKeepLocalResults } from '../../common/keep';
import { useStoredResult } from './api/stored-result';
import { AnalysisResultView } from './components/AnalysisResultView';
import { ResultPage } from '../../common/result-parts';
import { KeepResult, KeptNote, PdfButton } from './components/ResultActions';
import { StyleResultView } from './components/StyleResultView';
import './texts';

/** What the page shows of a result: the submission handed over in router state, or a fetched one. */
interface ShownResult {
  type: string;
  result: unknown;
  created_at?: string;
  mail_queued?: boolean;
}

const isShownResult = (value: unknown): value is ShownResult => isRecord(value) && typeof value.type === 'string';

function UnknownType() {
  const { t } = useTranslation(['results', 'domain']);
  useDocumentTitle(t('resultsPage.unknownTitle'));
  return (
    <PageIntro
      title={t('resultsPage.unknownTitle')}
      lead={t('resultsPage.unknownLead')}
      links={[
        { label: t('links.analysis'), to: toolLinks['conflict-analysis'].path },
        { label: t('links.style'), to: toolLinks['conflict-style'].path },
        { label: t(toolLinks['values-radar'].nameKey, { ns: 'domain' }), to: toolLinks['values-radar'].path },
        { label: t(toolLinks['cost-calculator'].nameKey, { ns: 'domain' }), to: toolLinks['cost-calculator'].path },
      ]}
    />
  );
}

/** Values radar results live on the values radar page (another feature); this only leads there. */
function ValuesLink({ token }: { token: string | null }) {
  const { t } = useTranslation('results');
  const to = valuesResultPath(token);
  useDocumentTitle(t('result.values.title'));
  return (
    <PageIntro
      title={t('result.values.title')}
      lead={t('result.values.text')}
      links={[{ label: t('result.values.open'), to }]}
    />
  );
}

function ResultView({ type }: { type: 'conflict-analysis' | 'conflict-style' }) {
  const { t } = useTranslation('results');
  const location = useLocation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const token = params.get('token');
  const fromState = (location.state as { result?: unknown } | null)?.result;
  const handedOver = isShownResult(fromState) && fromState.type === type ? fromState : null;
  const query = useStoredResult({ id, token, enabled: !handedOver });
  const { identity, loading } = useAuth();
  const kept = useKeepLocalResults();
  // Read on each render: the list changes when the result moves to an account.
  const keepable = !loading && identity === 'anonymous' && isLocalResult(id);

  const testPath = `/assessment/${type}`;

  if (!handedOver && !token && !id) {
    return (
      <>
        <DocumentTitle text={t(`resultsPage.title.${type}`)} />
        <PageIntro
          title={t(`resultsPage.title.${type}`)}
          lead={t('resultsPage.lead')}
          links={[{ label: t('resultsPage.take'), to: testPath }]}
        />
      </>
    );
  }
  if ((!handedOver && query.isPending) || (query.isFetching && !query.data)) {
    return (
      <ResultPage>
        <DocumentTitle text={t('result.loading')} />
        <p role="status" data-testid="result-loading">
          <Spinner $size={24} /> {t('result.loading')}
        </p>
      </ResultPage>
    );
  }

  const record: ShownResult | null = query.data ?? handedOver;
  const readable =
    record &&
    record.type === type &&
    (type === 'conflict-analysis' ? isAnalysisResult(record.result) : isStyleResult(record.result));
  if (!record || !readable) {
    return (
      <ResultPage data-testid="result-error">
        <DocumentTitle text={t('common.error.title')} />
        <ErrorScreen
          title={t('common.error.title')}
          message={t('common.error.message')}
          hint={t('common.error.hint')}
          actions={
            <>
              {(token || id) && <Button onClick={() => void query.refetch()}>{t('common.error.retry')}</Button>}
              <ButtonLink to={testPath} variant="secondary">
                {t('common.error.retake')}
              </ButtonLink>
            </>
          }
        />
      </ResultPage>
    );
  }

  return (
    <ResultPage data-testid={`result-${type}`}>
      <DocumentTitle text={t(`resultsPage.title.${type}`)} />
      <h1>{t(`resultsPage.title.${type}`)}</h1>
      {record.mail_queued === true && (
        <Alert tone="success" data-testid="result-mail-note">
          <p>{t('result.mailNote')}</p>
        </Alert>
      )}
      {id && kept.includes(id) && <KeptNote />}
      {(isAnalysisResult(record.result) || isStyleResult(record.result)) && (
        <ButtonRow data-print="hide">
          <PdfButton result={record.result} createdAt={record.created_at} />
        </ButtonRow>
      )}
      {keepable && <KeepResult />}
      {isAnalysisResult(record.result) && <AnalysisResultView result={record.result} />}
      {isStyleResult(record.result) && <StyleResultView result={record.result} />}
      <p style={{ marginTop: 32 }}>
        <ButtonLink to={testPath} variant="ghost">
          {t('result.retake')}
        </ButtonLink>
      </p>
    </ResultPage>
  );
}

export default function ResultsPage() {
  const { assessmentType } = useParams();
  const [params] = useSearchParams();
  if (!isAssessmentType(assessmentType)) return <UnknownType />;
  const type: AssessmentType = assessmentType;
  if (type === 'values') return <ValuesLink token={params.get('token')} />;
  const key = `${type}:${params.get('id') ?? ''}:${params.get('token') ?? ''}`;
  return <ResultView key={key} type={type} />;
}
