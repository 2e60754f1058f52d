// The news subscription's calls (docs/api.md "News subscription"): subscribe (anyone), confirm and
// unsubscribe with a mailed token (anyone, POST only: a GET of the page changes nothing), and the
// signed-in user's own subscription for the dashboard.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth, type Identity } from '@cc/shared-auth';
import { createApiClient } from '@cc/shared-auth/api-client';
import { newsEndpoints, type NewsSubscriptionView } from '@cc/shared-contract';
import { newsConsentVersion } from '@cc/shared-domain';
import type { Language } from '@cc/shared-i18n';

export const newsKeys = {
  subscription: (identity: Identity) => ['news', 'subscription', identity] as const,
};

const newsApi = createApiClient(newsEndpoints);

export interface SubscribeInput {
  email: string;
  lang: Language;
}

/** Asks for the news; the answer is the same whether the address was new, pending or subscribed. */
export function useSubscribeNews() {
  const queryClient = useQueryClient();
  const { identity } = useAuth();
  return useMutation({
    mutationFn: ({ email, lang }: SubscribeInput) =>
      newsApi.subscribeNews({ body: { email, lang, consent: true, consent_version: newsConsentVersion } }),
    // A signed-in user's own address is now pending: the widget shows it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.subscription(identity) }),
  });
}

export function useConfirmNews() {
  return useMutation({
    mutationFn: (token: string) => newsApi.confirmNews({ body: { token } }),
  });
}

export function useUnsubscribeNews() {
  return useMutation({
    mutationFn: (token: string) => newsApi.unsubscribeNews({ body: { token } }),
  });
}

export const newsSubscriptionQuery = (identity: Identity) =>
  queryOptions({ queryKey: newsKeys.subscription(identity), queryFn: () => newsApi.getNewsSubscription() });

/** The signed-in user's subscription (the account's address); not asked for guests or visitors. */
export function useNewsSubscription() {
  const { identity, user, loading } = useAuth();
  return useQuery({ ...newsSubscriptionQuery(identity), enabled: !loading && Boolean(user) });
}

export function useDeleteNewsSubscription() {
  const queryClient = useQueryClient();
  const { identity } = useAuth();
  return useMutation({
    mutationFn: () => newsApi.deleteNewsSubscription(),
    onSuccess: (view: NewsSubscriptionView) => queryClient.setQueryData(newsSubscriptionQuery(identity).queryKey, view),
  });
}
