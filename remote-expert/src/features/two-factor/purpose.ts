/** What the second factor guards: an expert's cases or an admin's review of experts (the texts differ). */
export type TwoFactorPurpose = 'cases' | 'review';
