// What /realtime/v1 publishes: the case tables (shared-contract's realtimeTables), each with who
// may receive what of a change.
import type { Publication } from './publication';

export const publishedTables: readonly Publication[] = [];
