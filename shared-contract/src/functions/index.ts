// Every /functions/v1 endpoint: its schemas per resource, and the registry the api, the browser
// and docs/api.md are built from.
import { accountEndpoints } from './account';
import { advisorEndpoints } from './advisor';
import { assessmentEndpoints } from './assessments';
import { caseEndpoints } from './cases';
import { checklistProgressEndpoints } from './checklist-progress';
import { clientErrorEndpoints } from './client-errors';
import { expertEndpoints } from './experts';
import { guestSessionEndpoints } from './guest-session';
import { newsEndpoints } from './news';
import { sharedResultEndpoints } from './shared-results';
import { teamRoundEndpoints } from './team-rounds';

export * from './account';
export * from './advisor';
export * from './assessments';
export * from './cases';
export * from './checklist-progress';
export * from './client-errors';
export * from './endpoint';
export * from './error-body';
export * from './experts';
export * from './guest-session';
export * from './issues';
export * from './news';
export * from './result';
export * from './shared-results';
export * from './team-rounds';
export * from './text';

export const endpoints = {
  ...guestSessionEndpoints,
  ...assessmentEndpoints,
  ...sharedResultEndpoints,
  ...accountEndpoints,
  ...checklistProgressEndpoints,
  ...advisorEndpoints,
  ...expertEndpoints,
  ...caseEndpoints,
  ...teamRoundEndpoints,
  ...newsEndpoints,
  ...clientErrorEndpoints,
};

export type EndpointName = keyof typeof endpoints;
