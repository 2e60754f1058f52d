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

/** The seed's hover delays of the desktop menu. */
export const hoverDelays = { openMs: 200, skipMs: 300, closeMs: 150 } as const;
