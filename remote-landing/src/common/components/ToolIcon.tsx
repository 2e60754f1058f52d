// Small line icons for the tool cards and the premium offers; decorative (the title names the tool).
import type { ReactNode } from 'react';
import { Icon } from '@cc/shared-ui';

export type ToolIconName = 'team' | 'compass' | 'calculator' | 'radar' | 'chat' | 'network';

const paths: Record<ToolIconName, ReactNode> = {
  team: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18.5 14.2A6.5 6.5 0 0 1 21.5 20" />
    </>
  ),
  compass: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="m15.5 8.5-2 5-5 2 2-5z" />
    </>
  ),
  calculator: (
    <>
      <rect x="4.5" y="2.5" width="15" height="19" rx="2" />
      <path d="M8 7h8M8 12h.01M12 12h.01M16 12h.01M8 16h.01M12 16h.01M16 16h.01" />
    </>
  ),
  radar: (
    <>
      <path d="M12 2.5 21 9l-3.4 10.5H6.4L3 9z" />
      <path d="m12 7 4.5 3.5-2 5h-5l-1.5-4.5z" />
    </>
  ),
  chat: (
    <>
      <path d="M3 5.5A2.5 2.5 0 0 1 5.5 3h9A2.5 2.5 0 0 1 17 5.5v5a2.5 2.5 0 0 1-2.5 2.5H9l-4 3.5V13h0a2.5 2.5 0 0 1-2-2.5z" />
      <path d="M20 9.5a2 2 0 0 1 1 1.7v4.3a2 2 0 0 1-2 2h-.5V20L15 17.5h-3.5" />
    </>
  ),
  network: (
    <>
      <circle cx="12" cy="5" r="2.5" />
      <circle cx="5" cy="18" r="2.5" />
      <circle cx="19" cy="18" r="2.5" />
      <path d="M10.8 7.2 6.2 15.8M13.2 7.2l4.6 8.6M7.5 18h9" />
    </>
  ),
};

export function ToolIcon({ name, size = 26 }: { name: ToolIconName; size?: number }) {
  return (
    <Icon size={size} strokeWidth={1.8}>
      {paths[name]}
    </Icon>
  );
}
