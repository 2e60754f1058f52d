import { matchRemoteRoute } from './remote-routes';

describe('matchRemoteRoute', () => {
  it.each([
    ['/', 'landing/LandingPage'],
    ['/chat', 'chat/PublicChat'],
    ['/chat/', 'chat/PublicChat'],
    ['/chat-advisor', 'chat/AdvisorChat'],
    ['/results/conflict-style', 'results/ResultsPage'],
    ['/checklisten/werte-radar', 'results/ValuesRadarPage'],
    ['/checklisten/konflikt-kosten', 'results/CostCalculatorPage'],
    ['/checklisten/konflikt-kosten/', 'results/CostCalculatorPage'],
    ['/checklisten/cofounder-konflikt', 'results/ChecklistPage'],
    ['/expert-portal', 'expert/ExpertPortal'],
    ['/expert-portal/cases/12', 'expert/ExpertPortal'],
    ['/experts', 'expert/ExpertDirectory'],
    ['/experts/request', 'expert/ExpertDirectory'],
    ['/experts/6f1c2b0e-4a8b-4c1e-9d3a-0b5e7c9f1a2d', 'expert/ExpertDirectory'],
    ['/cases/0b6d3e8e-0000-4000-8000-000000000001', 'expert/ClientCases'],
    ['/cases/12/', 'expert/ClientCases'],
    ['/team/Ab3dEf7hJk', 'results/TeamAnswerPage'],
    ['/team-results/tok-123456789', 'results/TeamResultPage'],
    ['/premium', 'landing/PremiumPage'],
    ['/news/confirm', 'landing/NewsPage'],
    ['/news/unsubscribe', 'landing/NewsPage'],
  ])('%s → %s', (pathname, expected) => {
    const route = matchRemoteRoute(pathname);
    expect(route && `${route.remote}/${route.module}`).toBe(expected);
  });

  it.each([
    '/dashboard',
    '/auth',
    '/agb',
    '/results',
    '/results/a/b',
    '/chatx',
    '/expertsx',
    '/nope',
    '/cases',
    '/cases/1/x',
    '/team',
    '/team/a/b',
    '/team-results',
    '/premiumx',
    '/newsx/confirm',
  ])('%s is not a remote page', (p) => {
    expect(matchRemoteRoute(p)).toBeUndefined();
  });
});
