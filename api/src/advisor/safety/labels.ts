// The labels of the safety corpus and classifier. Finer than the contract's categories: danger
// (threats received, violence announced against the user) and violence (the user might harm
// someone) are answered with the crisis reply's help, each with its own first words.
export const safetyLabels = ['crisis', 'danger', 'violence', 'harassment', 'legal', 'medical', 'human'] as const;
export type SafetyLabel = (typeof safetyLabels)[number];

/** Labels whose signal stops coaching for the turn (help first, at once). */
export const urgentLabels = ['crisis', 'danger', 'violence'] as const satisfies readonly SafetyLabel[];
export type UrgentLabel = (typeof urgentLabels)[number];

export const isUrgentLabel = (label: SafetyLabel): label is UrgentLabel =>
  (urgentLabels as readonly SafetyLabel[]).includes(label);
