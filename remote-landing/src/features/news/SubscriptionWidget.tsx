// The dashboard's news subscription. A signed-in user sees the status of the account's address
// (proven by the account) and subscribes (the form, address fixed) or unsubscribes; a guest's
// address proves nothing, so a guest gets the form with it prefilled, and the confirmation mail
// decides. Nothing for anonymous visitors (the shell does not even load it for them).
import { useState } from 'react';
import { useAuth } from '@cc/shared-auth';
import { apiErrorText } from '@cc/shared-auth/api-errors';
import type { NewsSubscriptionView } from '@cc/shared-contract';
import { newsPaths } from '@cc/shared-domain';
import { formatDate, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button, ButtonLink, SectionCard, SplitRow } from '@cc/shared-ui';
import { Alert, ButtonRow, QueryState } from '@cc/shared-ui/forms';
import { useDeleteNewsSubscription, useNewsSubscription } from '../../common/news/api';
import { SubscribeForm } from '../../common/news/SubscribeForm';
import { newsNamespace } from '../../common/news/texts';

const Widget = SectionCard;

const Head = SplitRow;

function AccountSubscription({ email }: { email: string }) {
  const { t } = useTranslation([newsNamespace, 'apiErrors']);
  const [language] = useLanguage();
  const subscription = useNewsSubscription();
  const remove = useDeleteNewsSubscription();
  const [unsubscribed, setUnsubscribed] = useState(false);

  const unsubscribe = () => {
    if (remove.isPending) return;
    remove.mutate(undefined, { onSuccess: () => setUnsubscribed(true) });
  };
  const removeButton = (label: string) => (
    <Button $variant="secondary" aria-disabled={remove.isPending || undefined} onClick={unsubscribe}>
      {remove.isPending ? t('widget.unsubscribing') : label}
    </Button>
  );
  const removeError = remove.error && (
    <Alert tone="error" data-testid="subscription-widget-remove-error">
      <p>{apiErrorText(t, remove.error)}</p>
    </Alert>
  );

  const status = (view: NewsSubscriptionView) => {
    if (view.status === 'confirmed') {
      const date = formatDate(view.confirmed_at, language);
      return (
        <>
          <p data-testid="subscription-status" data-status="confirmed">
            {t('widget.confirmed', { email: view.email, date })}
          </p>
          {view.lang && <p>{t('widget.language', { language: t(`widget.languages.${view.lang}`) })}</p>}
          {removeError}
          <ButtonRow>{removeButton(t('widget.unsubscribe'))}</ButtonRow>
        </>
      );
    }

    // Not subscribed or waiting for the confirmation: the same form in the same place, so its
    // "check your inbox" stays when the status turns from none to pending.
    return (
      <>
        {unsubscribed && view.status === 'none' && (
          <Alert tone="success" data-testid="subscription-widget-unsubscribed">
            <p>{t('widget.unsubscribed')}</p>
          </Alert>
        )}
        <p data-testid="subscription-status" data-status={view.status}>
          {view.status === 'pending' ? t('widget.pending', { email: view.email }) : t('widget.none')}
        </p>
        <SubscribeForm
          fixedEmail={view.email || email}
          submitLabel={view.status === 'pending' ? t('form.resend') : undefined}
        />
        {view.status === 'pending' && (
          <>
            {removeError}
            <ButtonRow>{removeButton(t('widget.cancelPending'))}</ButtonRow>
          </>
        )}
      </>
    );
  };

  return (
    <QueryState
      query={subscription}
      loading={t('widget.loading')}
      spinnerSize={18}
      error={
        <>
          <p>{t('widget.loadFailed')}</p>
          <p>{apiErrorText(t, subscription.error)}</p>
        </>
      }
      retry={t('widget.retry')}
      errorTestId="subscription-widget-error"
    >
      {status}
    </QueryState>
  );
}

export function SubscriptionWidget() {
  const { t } = useTranslation(newsNamespace);
  const { loading, user, isGuestUser } = useAuth();
  if (loading || (!user && !isGuestUser)) return null;

  return (
    <Widget aria-labelledby="subscription-widget-title" data-testid="subscription-widget">
      <Head>
        <h2 id="subscription-widget-title">{t('widget.title')}</h2>
        <ButtonLink to={newsPaths.premium} variant="secondary">
          {t('widget.more')}
        </ButtonLink>
      </Head>
      {user ? <AccountSubscription email={user.email ?? ''} /> : <SubscribeForm note={t('form.guestNote')} />}
    </Widget>
  );
}

export default SubscriptionWidget;
