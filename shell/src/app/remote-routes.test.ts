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
  ])('%s → %s', (pathname, expected) => {
    const route = matchRemoteRoute(pathname);
    expect(route && `${route.remote}/${route.module}`).toBe(expected);
  });

  it.each(['/dashboard', '/auth', '/agb', '/results', '/results/a/b', '/chatx', '/nope'])(
    '%s is not a remote page',
    (p) => {
      expect(matchRemoteRoute(p)).toBeUndefined();
    },
  );
});
