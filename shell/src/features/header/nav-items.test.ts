import { site } from '@cc/shared-domain';
import { getNavItems, hoverDelays } from './nav-items';

describe('getNavItems', () => {
  it('anonymous visitors see Home, Konfliktberater, Blog and For experts', () => {
    expect(getNavItems({ hasIdentity: false })).toEqual([
      { key: 'home', to: '/' },
      { key: 'chat', to: '/chat' },
      { key: 'blog', href: site.links.blog },
      { key: 'experts', to: '/expert-portal' },
    ]);
  });

  it('a signed-in user or guest also sees Premium-Berater before For experts', () => {
    expect(getNavItems({ hasIdentity: true }).map((item) => item.key)).toEqual([
      'home',
      'chat',
      'blog',
      'premium',
      'experts',
    ]);
    expect(getNavItems({ hasIdentity: true })[3]).toEqual({ key: 'premium', to: '/chat-advisor' });
  });

  it('opens a hint after 200 ms (at once within 300 ms of the last one) and closes it after 150 ms', () => {
    expect(hoverDelays).toEqual({ openMs: 200, skipMs: 300, closeMs: 150 });
  });
});
