// Every Drizzle table, for db/client.ts alone: Drizzle's client wants the whole schema in one
// object, so the platform gathers db/schema.ts (the domains not yet moved into modules/) and each
// module's tables.ts here. It is the one place below the modules that names them, and only
// db/client.ts imports it (dependency-cruiser's api-only-the-client-imports-every-table): other
// code reaches a module's tables only through that module's service.
export * from './schema';
export * from './schema/guest-leads';
export * from '../../modules/advisor/tables';
export * from '../../modules/auth/tables';
export * from '../../modules/cases/tables';
export * from '../../modules/experts/tables';
export * from '../../modules/guests/tables';
export * from '../../modules/news/tables';
export * from '../../modules/results/tables';
export * from '../../modules/storage/tables';
export * from '../../modules/team-rounds/tables';
