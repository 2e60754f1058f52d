/** One point of a checklist; its id is stable (progress is stored by it). */
export interface ChecklistEntry {
  id: string;
  /** "checklists.<checklist>.items.<id>" in the "domain" namespace. */
  textKey: string;
}

/** The free tools a checklist can lead to. */
export const tools = ['conflict-analysis', 'conflict-style', 'values-radar', 'cost-calculator'] as const;
export type ToolId = (typeof tools)[number];

export interface ToolLink {
  id: ToolId;
  path: string;
  /** "tools.<id>.name" in the "domain" namespace. */
  nameKey: string;
}

export const toolLinks: Readonly<Record<ToolId, ToolLink>> = {
  'conflict-analysis': {
    id: 'conflict-analysis',
    path: '/assessment/conflict-analysis',
    nameKey: 'tools.conflict-analysis.name',
  },
  'conflict-style': { id: 'conflict-style', path: '/assessment/conflict-style', nameKey: 'tools.conflict-style.name' },
  // The values radar and the cost calculator live on their checklist pages.
  'values-radar': { id: 'values-radar', path: '/checklisten/werte-radar', nameKey: 'tools.values-radar.name' },
  'cost-calculator': {
    id: 'cost-calculator',
    path: '/checklisten/konflikt-kosten',
    nameKey: 'tools.cost-calculator.name',
  },
};

/** A checklist as the navigation lists it, with its items and the tool it links to. */
export interface ChecklistItem {
  id: ChecklistId;
  /** Key of the title in the shell's translations (namespace "checklists"). */
  titleKey: string;
  path: string;
  isPremium: boolean;
  /** "checklists.<id>.intro" in the "domain" namespace. */
  introKey: string;
  items: readonly ChecklistEntry[];
  /** The matching free tool; the premium checklists have none yet. */
  tool?: ToolLink;
}

export type ChecklistId =
  | 'konflikt-analyse'
  | 'konflikt-stil'
  | 'werte-radar'
  | 'konflikt-kosten'
  | 'cofounder-konflikt'
  | 'team-kommunikation'
  | 'team-dynamik';

const entryIds: Readonly<Record<ChecklistId, readonly string[]>> = {
  'konflikt-analyse': [
    'trigger',
    'parties',
    'history',
    'observations',
    'interests',
    'category',
    'escalation',
    'own-part',
    'costs',
    'first-step',
  ],
  'konflikt-stil': [
    'recent-conflicts',
    'take-test',
    'triggers',
    'price',
    'team-styles',
    'fit-situation',
    'practise-rare',
    'pause',
    'feedback',
    'review',
  ],
  'werte-radar': [
    'answer-alone',
    'invite',
    'top-values',
    'opposite-poles',
    'complement',
    'upcoming-decisions',
    'principles',
    'deadlock-rule',
    'share-team',
    'repeat',
  ],
  'konflikt-kosten': [
    'people',
    'salary',
    'lost-time',
    'management-time',
    'turnover',
    'absence',
    'projects',
    'calculate',
    'compare-mediation',
    'discuss',
  ],
  'cofounder-konflikt': [
    'relationship',
    'roles',
    'deadlock',
    'commitment',
    'equity',
    'vesting',
    'salary',
    'exit',
    'working-style',
    'outside-help',
  ],
  'team-kommunikation': [
    'check-in',
    'channels',
    'rules',
    'listening',
    'i-messages',
    'meeting-outcomes',
    'feedback',
    'remote',
    'cool-down',
  ],
  'team-dynamik': [
    'roles',
    'decision-rights',
    'goals',
    'workload',
    'subgroups',
    'speaking-up',
    'retrospectives',
    'appreciation',
    'structure-feedback',
  ],
};

const checklist = (id: ChecklistId, isPremium: boolean, tool?: ToolId): ChecklistItem => ({
  id,
  titleKey: `checklists.${id}`,
  path: `/checklisten/${id}`,
  isPremium,
  introKey: `checklists.${id}.intro`,
  items: entryIds[id].map((entry) => ({ id: entry, textKey: `checklists.${id}.items.${entry}` })),
  ...(tool ? { tool: toolLinks[tool] } : {}),
});

/** In the order the page lists them: four free checklists, then three premium ones (disabled for everyone). */
export const checklists: readonly ChecklistItem[] = [
  checklist('konflikt-analyse', false, 'conflict-analysis'),
  checklist('konflikt-stil', false, 'conflict-style'),
  checklist('werte-radar', false, 'values-radar'),
  checklist('konflikt-kosten', false, 'cost-calculator'),
  checklist('cofounder-konflikt', true),
  checklist('team-kommunikation', true),
  checklist('team-dynamik', true),
];

export function findChecklist(slug: string | undefined): ChecklistItem | undefined {
  return checklists.find((item) => item.id === slug);
}
