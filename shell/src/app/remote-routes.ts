import type { RemoteName } from '../common/runtime-config';

// Which remote page serves which route: the router mounts these, and the entry preloads the
// one for the address being opened before React has even started.

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** Exposed module name without "./". */
  module: string;
}

export const remoteRoutes: readonly RemoteRoute[] = [
  { path: '/', remote: 'landing', module: 'LandingPage' },
  { path: '/assessment/conflict-analysis', remote: 'results', module: 'ConflictAnalysisPage' },
  { path: '/assessment/conflict-style', remote: 'results', module: 'ConflictStylePage' },
  { path: '/results/:assessmentType', remote: 'results', module: 'ResultsPage' },
  // The two tools before the other checklists: the first matching entry wins.
  { path: '/checklisten/konflikt-kosten', remote: 'results', module: 'CostCalculatorPage' },
  { path: '/checklisten/werte-radar', remote: 'results', module: 'ValuesRadarPage' },
  { path: '/checklisten/:slug', remote: 'results', module: 'ChecklistPage' },
  { path: '/expert-portal/*', remote: 'expert', module: 'ExpertPortal' },
  // The founders' directory, expert profiles and request form (/experts, /experts/:id, /experts/request).
  { path: '/experts/*', remote: 'expert', module: 'ExpertDirectory' },
  // The client's case (user or guest); the expert's side stays in the portal.
  { path: '/cases/:id', remote: 'expert', module: 'ClientCases' },
  // Team rounds: a member answers through the invite code; the read-only result through its shared link.
  { path: '/team/:code', remote: 'results', module: 'TeamAnswerPage' },
  { path: '/team-results/:token', remote: 'results', module: 'TeamResultPage' },
  // Team rounds, the owner's side: /team-rounds/new (start) and /team-rounds/:id (the round).
  { path: '/team-rounds/*', remote: 'results', module: 'TeamRoundsPage' },
  { path: '/chat', remote: 'chat', module: 'PublicChat' },
  { path: '/chat-advisor', remote: 'chat', module: 'AdvisorChat' },
  // The premium area with the subscribe form, and the subscription mails' links (confirm, unsubscribe).
  { path: '/premium', remote: 'landing', module: 'PremiumPage' },
  { path: '/news/*', remote: 'landing', module: 'NewsPage' },
];

/** The remote route for a pathname (`:param` matches one segment, a trailing `/*` the rest). */
export function matchRemoteRoute(pathname: string): RemoteRoute | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  return remoteRoutes.find(({ path }) => {
    const pattern = path.split('/').filter(Boolean);
    const rest = pattern[pattern.length - 1] === '*';
    if (rest) pattern.pop();
    if (rest ? parts.length < pattern.length : parts.length !== pattern.length) return false;
    return pattern.every((segment, index) => segment.startsWith(':') || segment === parts[index]);
  });
}
