export * from './site';
export * from './checklists';
export * from './assessments';
export * from './sanitize';
