// /experts/request: a request for a human expert. `?expert=<id>` addresses one approved expert;
// without it the request goes to every expert whose focus, language and format fit. Anonymous
// visitors fill in the form too and are then asked to continue as a guest or sign in; the draft
// waits in sessionStorage until they are back.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ExpertRequest } from '@cc/shared-contract';
import { useTranslation } from '@cc/shared-i18n';
import { Button, ButtonLink, Spinner } from '@cc/shared-ui';
import { Alert } from '@cc/shared-ui/forms';
import { isNotFound, usePublicExpert } from './api/directory';
import { ExpertLoadError } from './components/ExpertLoadError';
import { ExpertPhoto } from './components/ExpertPhoto';
import { Page } from './components/Page';
import { RequestDone } from './components/RequestDone';
import { RequestForm } from './components/RequestForm';
import { directoryPaths } from './paths';
import './texts';

export default function RequestPage() {
  const { t } = useTranslation(['expertDirectory', 'apiErrors']);
  const [search, setSearch] = useSearchParams();
  const expertId = search.get('expert');
  const expert = usePublicExpert(expertId);
  const [created, setCreated] = useState<{ request: ExpertRequest; expertName: string | null } | null>(null);
  const [gone, setGone] = useState(false);

  if (created) {
    return (
      <Page narrow>
        <RequestDone request={created.request} expertName={created.expertName} />
      </Page>
    );
  }

  const toMatching = () => {
    setGone(false);
    setSearch(new URLSearchParams(), { replace: true });
  };

  if (expertId && expert.isPending) {
    return (
      <Page narrow documentTitle={t('request.loadingExpert')}>
        <p role="status">
          <Spinner $size={20} /> {t('request.loadingExpert')}
        </p>
      </Page>
    );
  }

  // The chosen expert is unknown or no longer approved (on loading, or the api refused the request).
  if (expertId && (gone || (expert.isError && isNotFound(expert.error)))) {
    return (
      <Page narrow title={t('request.expertGone.title')}>
        <Alert
          tone="info"
          data-testid="expert-gone"
          actions={
            <>
              <Button onClick={toMatching}>{t('request.expertGone.match')}</Button>
              <ButtonLink to={directoryPaths.directory} variant="secondary">
                {t('request.expertGone.directory')}
              </ButtonLink>
            </>
          }
        >
          <p>{t('request.expertGone.text')}</p>
        </Alert>
      </Page>
    );
  }

  // Another failure to load the chosen expert: never send an open request in their place.
  if (expertId && expert.isError) {
    return (
      <Page narrow title={t('request.title.match')}>
        <ExpertLoadError error={expert.error} onRetry={() => void expert.refetch()} />
      </Page>
    );
  }

  const chosen = expertId && expert.data ? expert.data : null;
  return (
    <Page
      narrow
      title={chosen ? t('request.title.direct', { name: chosen.display_name }) : t('request.title.match')}
      lead={chosen ? t('request.lead.direct', { name: chosen.display_name }) : t('request.lead.match')}
    >
      {chosen && (
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, margin: '-8px 0 20px' }}>
          <ExpertPhoto name={chosen.display_name} url={chosen.photo_url} alt="" size={48} />
          <span>{chosen.title}</span>
        </div>
      )}
      <RequestForm
        key={chosen?.id ?? 'match'}
        expert={chosen}
        onCreated={(request) => setCreated({ request, expertName: chosen?.display_name ?? null })}
        onExpertGone={() => setGone(true)}
      />
    </Page>
  );
}
