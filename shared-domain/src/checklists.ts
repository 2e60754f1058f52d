/** A checklist as the navigation lists it; its items arrive with the free-tools work. */
export interface ChecklistItem {
  id: ChecklistId;
  /** Key of the title in the shell's translations (namespace "checklists"). */
  titleKey: string;
  path: string;
  isPremium: boolean;
}

export type ChecklistId =
  | 'konflikt-analyse'
  | 'konflikt-stil'
  | 'werte-radar'
  | 'konflikt-kosten'
  | 'cofounder-konflikt'
  | 'team-kommunikation'
  | 'team-dynamik';

const checklist = (id: ChecklistId, isPremium: boolean): ChecklistItem => ({
  id,
  titleKey: `checklists.${id}`,
  path: `/checklisten/${id}`,
  isPremium,
});

/** The seed's order: four free checklists, then three premium ones (disabled for everyone). */
export const checklists: readonly ChecklistItem[] = [
  checklist('konflikt-analyse', false),
  checklist('konflikt-stil', false),
  checklist('werte-radar', false),
  checklist('konflikt-kosten', false),
  checklist('cofounder-konflikt', true),
  checklist('team-kommunikation', true),
  checklist('team-dynamik', true),
];

export function findChecklist(slug: string | undefined): ChecklistItem | undefined {
  return checklists.find((item) => item.id === slug);
}
