import { useRef } from 'react';
import { Route, Routes, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { apiErrorText, hasErrorCode } from '@cc/shared-auth/api-errors';
import { newsLimits, newsPaths, site } from '@cc/shared-domain';
import { useDocumentTitle, useTranslation } from '@cc/shared-i18n';
import { Button, ButtonLink, Card, Container } from '@cc/shared-ui';
import { Alert, ButtonRow } from '@cc/shared-ui/forms';
import { useConfirmNews, useUnsubscribeNews } from '../../common/news/api';
import { newsNamespace } from '../../common/news/texts';

const Page = styled(Container)`
  max-width: 720px;
  padding-top: ${({ theme }) => theme.space(12)};
  padding-bottom: ${({ theme }) => theme.space(12)};
  h1 {
    font-size: clamp(1.7rem, 4vw, 2.4rem);
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
  }
`;

/** The outcome, focused when it appears; no gap while there is none. */
const Outcome = styled.div`
  outline: none;
  &:empty {
    display: none;
  }
`;

/** The shapes the api accepts (newsTokenBody): anything else cannot be a link of ours. */
const plausibleToken = (token: string | null): token is string =>
  token !== null && token.length >= 16 && token.length <= 128;

type Action = 'confirm' | 'unsubscribe';

/** What the mailed link cannot do any more, with the way to subscribe again. */
function InvalidLink() {
  const { t } = useTranslation(newsNamespace);
  return (
    <Alert
      tone="error"
      data-testid="news-invalid"
      actions={
        <ButtonLink to={newsPaths.subscribe} variant="secondary">
          {t('page.invalid.again')}
        </ButtonLink>
      }
    >
      <p>
        <strong>{t('page.invalid.title')}</strong>
      </p>
      <p>{t('page.invalid.text', { hours: newsLimits.confirmHours })}</p>
    </Alert>
  );
}

/**
 * One mailed link's page. Opening it changes nothing (mail scanners open links too); the one button
 * POSTs the token, then the page shows the outcome.
 */
function TokenAction({ action }: { action: Action }) {
  const { t } = useTranslation([newsNamespace, 'apiErrors']);
  const [search] = useSearchParams();
  const token = search.get('token');
  const confirm = useConfirmNews();
  const unsubscribe = useUnsubscribeNews();
  const mutation = action === 'confirm' ? confirm : unsubscribe;
  const outcomeRef = useRef<HTMLDivElement>(null);
  const texts = `page.${action}`;

  const run = () => {
    if (mutation.isPending || !plausibleToken(token)) return;
    mutation.mutate(token, { onSettled: () => requestAnimationFrame(() => outcomeRef.current?.focus()) });
  };

  const invalid = !plausibleToken(token) || hasErrorCode(mutation.error, 'news_token_invalid');
  const done = mutation.isSuccess;
  useDocumentTitle(t(`${texts}.title`));

  return (
    <Page data-testid={`news-${action}`}>
      <h1>{t(`${texts}.title`)}</h1>
      <Box>
        <Outcome ref={outcomeRef} tabIndex={-1}>
          {invalid ? (
            <InvalidLink />
          ) : done ? (
            <Alert tone="success" data-testid="news-done">
              {confirm.data ? (
                <>
                  <p>{t('page.confirm.done', { email: confirm.data.email })}</p>
                  <p>{t('page.confirm.doneHint')}</p>
                </>
              ) : (
                <p>{t('page.unsubscribe.done')}</p>
              )}
            </Alert>
          ) : (
            mutation.error && (
              <Alert tone="error" data-testid="news-error">
                <p>{t('page.failed')}</p>
                <p>{apiErrorText(t, mutation.error)}</p>
              </Alert>
            )
          )}
        </Outcome>
        {!invalid && !done && (
          <>
            <p>{t(`${texts}.lead`, { product: site.productName })}</p>
            <ButtonRow>
              <Button
                type="button"
                $variant={action === 'unsubscribe' ? 'danger' : 'primary'}
                aria-disabled={mutation.isPending || undefined}
                onClick={run}
              >
                {mutation.isPending ? t(`${texts}.working`) : t(`${texts}.button`)}
              </Button>
            </ButtonRow>
          </>
        )}
        {done && (
          <ButtonRow>
            {action === 'unsubscribe' ? (
              <ButtonLink to={newsPaths.subscribe} variant="secondary">
                {t('page.invalid.again')}
              </ButtonLink>
            ) : (
              <ButtonLink to={newsPaths.premium} variant="secondary">
                {t('page.toPremium')}
              </ButtonLink>
            )}
          </ButtonRow>
        )}
      </Box>
    </Page>
  );
}

function UnknownNewsPage() {
  const { t } = useTranslation(newsNamespace);
  useDocumentTitle(t('page.notFound.title'));
  return (
    <Page data-testid="news-not-found">
      <h1>{t('page.notFound.title')}</h1>
      <p>{t('page.notFound.text')}</p>
      <ButtonLink to={newsPaths.premium}>{t('page.toPremium')}</ButtonLink>
    </Page>
  );
}

/** The shell mounts it at /news/*: the mailed links' pages. */
export default function NewsPage() {
  return (
    <Routes>
      <Route path="confirm" element={<TokenAction key="confirm" action="confirm" />} />
      <Route path="unsubscribe" element={<TokenAction key="unsubscribe" action="unsubscribe" />} />
      <Route path="*" element={<UnknownNewsPage />} />
    </Routes>
  );
}
