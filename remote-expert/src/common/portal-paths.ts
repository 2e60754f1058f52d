import { expertPortalPaths } from '@cc/shared-domain';

/** The portal's pages (the application and review paths are the ones the api's mails link to). */
export const portalPaths = {
  overview: expertPortalPaths.portal,
  application: expertPortalPaths.application,
  security: `${expertPortalPaths.portal}/security`,
  cases: `${expertPortalPaths.portal}/cases`,
  review: expertPortalPaths.review,
  /** The overview's call to apply goes here; it leads on to the application. */
  apply: `${expertPortalPaths.portal}/apply`,
} as const;

export const reviewDetailPath = (userId: string) => `${portalPaths.review}/${encodeURIComponent(userId)}`;
