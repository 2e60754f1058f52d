// Saving, submitting and withdrawing the caller's expert profile (the contract's /expert-profile
// endpoints).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction, useAuth } from '@cc/shared-auth';
import { expertProfileResponse, type ExpertProfile, type SaveExpertProfileBody } from '@cc/shared-contract';
import { currentLanguage } from '@cc/shared-i18n';
import { ownProfileKeys } from '../../../common/api/own-profile';

function useStoreProfile() {
  const { identity } = useAuth();
  const queryClient = useQueryClient();
  return (profile: ExpertProfile) =>
    queryClient.setQueryData<{ profile: ExpertProfile | null }>(ownProfileKeys.all(identity), { profile });
}

const lang = () => currentLanguage();

export function useSaveProfile() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: (body: SaveExpertProfileBody) =>
      callFunction('expert-profile', expertProfileResponse, { method: 'PUT', body: { ...body, lang: lang() } }),
    onSuccess: ({ profile }) => store(profile),
  });
}

export function useSubmitProfile() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: () =>
      callFunction('expert-profile/submit', expertProfileResponse, { method: 'POST', body: { lang: lang() } }),
    onSuccess: ({ profile }) => store(profile),
  });
}

export function useWithdrawProfile() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: () =>
      callFunction('expert-profile/withdraw', expertProfileResponse, { method: 'POST', body: { lang: lang() } }),
    onSuccess: ({ profile }) => store(profile),
  });
}
