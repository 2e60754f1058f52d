import { site } from '@cc/shared-domain';

export interface NavItem {
  /** Translation key in the "shell" namespace (`nav.<key>`), also the test id. */
  key: 'home' | 'chat' | 'blog' | 'premium' | 'experts';
  to?: string;
  href?: string;
}

/** The header's entries. Premium-Berater shows only when a signed-in user or a guest exists. */
export function getNavItems({ hasIdentity }: { hasIdentity: boolean }): NavItem[] {
  const items: (NavItem | false)[] = [
    { key: 'home', to: '/' },
    { key: 'chat', to: '/chat' },
    { key: 'blog', href: site.links.blog },
    hasIdentity && { key: 'premium', to: '/chat-advisor' },
    { key: 'experts', to: '/expert-portal' },
  ];
  return items.filter((item): item is NavItem => item !== false);
}

/**
 * Hover delays of the desktop menu: a hint opens 200 ms after the pointer arrives, at once when
 * another hint is open or closed less than 300 ms ago, and closes 150 ms after the pointer leaves.
 */
export const hoverDelays = { openMs: 200, skipMs: 300, closeMs: 150 } as const;
