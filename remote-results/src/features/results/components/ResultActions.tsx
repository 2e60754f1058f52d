import { useState } from 'react';
import { useLocation } from 'react-router';
import { type ConflictAnalysisResult, type ConflictStyleResult, numberLocales } from '@cc/shared-domain';
import { formatDate, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button, ButtonLink } from '@cc/shared-ui';
import { Alert, ButtonRow, saveWithToast } from '@cc/shared-ui/forms';
import { analysisDocument, styleDocument } from '../pdf/result-document';
import { Section } from '../../../common/result-parts';

/** "Als PDF herunterladen": builds the file in the browser; jsPDF loads only on this click. */
export function PdfButton({
  result,
  createdAt,
}: {
  result: ConflictAnalysisResult | ConflictStyleResult;
  createdAt: string | undefined;
}) {
  const { t } = useTranslation(['results', 'domain']);
  const [lang] = useLanguage();
  const [working, setWorking] = useState(false);
  const create = async () => {
    if (working) return;
    setWorking(true);
    const when = createdAt && !Number.isNaN(Date.parse(createdAt)) ? new Date(createdAt) : new Date();
    const fileName = `${t(`result.pdf.file.${result.type}`)}-${when.toISOString().slice(0, 10)}.pdf`;
    const meta = {
      date: formatDate(when, numberLocales[lang]),
      link: window.location.href,
    };
    const texts = {
      t: (key: string, options?: Record<string, unknown>) => t(key, { ns: 'results', ...options }),
      d: (key: string, options?: Record<string, unknown>) => t(key, { ns: 'domain', ...options }),
    };
    // jsPDF loads only now; its failing to load or to build the file says the same as a refused download.
    const pdf = import('../pdf/pdf').then(({ buildPdf }) =>
      buildPdf(
        result.type === 'conflict-analysis'
          ? analysisDocument(texts, result, meta)
          : styleDocument(texts, result, meta),
      ),
    );
    await saveWithToast(pdf, fileName, {
      saved: t('result.pdf.saved', { file: fileName }),
      failed: t('result.pdf.failed'),
    });
    setWorking(false);
  };
  return (
    <Button $variant="secondary" onClick={() => void create()} aria-disabled={working} data-testid="result-pdf">
      {working ? t('result.pdf.working') : t('result.pdf.download')}
    </Button>
  );
}

/**
 * For a result this browser made without an account: sign in, sign up or continue as a guest,
 * then come back here, where the result moves to the account (`useKeepLocalResults`).
 */
export function KeepResult() {
  const { t } = useTranslation('results');
  const location = useLocation();
  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Section id="result-keep" title={t('result.keep.title')}>
      <p>{t('result.keep.text')}</p>
      <ButtonRow>
        <ButtonLink to={`/auth?next=${next}`}>{t('result.keep.account')}</ButtonLink>
        <ButtonLink to={`/auth?view=guest&next=${next}`} variant="secondary">
          {t('result.keep.guest')}
        </ButtonLink>
      </ButtonRow>
    </Section>
  );
}

/** Shown once the result moved to the account after signing in. */
export function KeptNote() {
  const { t } = useTranslation('results');
  return (
    <Alert
      tone="success"
      data-testid="result-kept"
      actions={
        <ButtonLink to="/dashboard" variant="secondary">
          {t('result.keep.dashboard')}
        </ButtonLink>
      }
    >
      <p>{t('result.keep.done')}</p>
    </Alert>
  );
}
