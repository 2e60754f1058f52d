// The landing page's tool cards, in the order the page shows them. Texts live in the "landing" namespace
// under `tools.items.<key>`; this file only says what each card is and where it leads.
import type { ToolIconName } from '../../common/components/ToolIcon';

export type ToolCardId =
  'conflict-analysis' | 'conflict-style' | 'cost-calculator' | 'values-radar' | 'team-communication' | 'team-dynamics';

export interface ToolCard {
  id: ToolCardId;
  /** Key of the card's texts under `tools.items`. */
  textKey: string;
  icon: ToolIconName;
  isFree: boolean;
  isPopular: boolean;
  isComingSoon: boolean;
  /** Router path of the tool; `null` when it has no page yet (the card is then not a link). */
  to: string | null;
}

export const toolCards: readonly ToolCard[] = [
  {
    id: 'conflict-analysis',
    textKey: 'conflictAnalysis',
    icon: 'team',
    isFree: true,
    isPopular: true,
    isComingSoon: false,
    to: '/assessment/conflict-analysis',
  },
  {
    id: 'conflict-style',
    textKey: 'conflictStyle',
    icon: 'compass',
    isFree: true,
    isPopular: false,
    isComingSoon: false,
    to: '/assessment/conflict-style',
  },
  {
    id: 'cost-calculator',
    textKey: 'costCalculator',
    icon: 'calculator',
    isFree: true,
    isPopular: false,
    isComingSoon: false,
    to: '/checklisten/konflikt-kosten',
  },
  {
    id: 'values-radar',
    textKey: 'valuesRadar',
    icon: 'radar',
    isFree: true,
    isPopular: false,
    isComingSoon: false,
    to: '/checklisten/werte-radar',
  },
  {
    id: 'team-communication',
    textKey: 'teamCommunication',
    icon: 'chat',
    isFree: false,
    isPopular: false,
    isComingSoon: true,
    to: null,
  },
  {
    id: 'team-dynamics',
    textKey: 'teamDynamics',
    icon: 'network',
    isFree: false,
    isPopular: false,
    isComingSoon: true,
    to: null,
  },
];
