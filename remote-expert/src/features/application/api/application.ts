// Saving, submitting and withdrawing the caller's expert profile (the contract's /expert-profile
// endpoints).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@cc/shared-auth';
import { createApiClient } from '@cc/shared-auth/api-client';
import { expertEndpoints, type ExpertProfile, type SaveExpertProfileBody } from '@cc/shared-contract';
import { currentLanguage } from '@cc/shared-i18n';
import { ownProfileQuery } from '../../../common/api/own-profile';

function useStoreProfile() {
  const { identity } = useAuth();
  const queryClient = useQueryClient();
  return (profile: ExpertProfile) => queryClient.setQueryData(ownProfileQuery(identity).queryKey, { profile });
}

const expertsApi = createApiClient(expertEndpoints);

export function useSaveProfile() {
  const store = useStoreProfile();
  return useMutation({
    // The mails about the application are written in the interface language.
    mutationFn: (body: SaveExpertProfileBody) =>
      expertsApi.saveExpertProfile({ body: { ...body, lang: currentLanguage() } }),
    onSuccess: ({ profile }) => store(profile),
  });
}

export function useSubmitProfile() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: () => expertsApi.submitExpertProfile(),
    onSuccess: ({ profile }) => store(profile),
  });
}

export function useWithdrawProfile() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: () => expertsApi.withdrawExpertProfile(),
    onSuccess: ({ profile }) => store(profile),
  });
}
