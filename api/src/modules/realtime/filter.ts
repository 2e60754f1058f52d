// The `filter` of a postgres_changes binding: `column=op.value` as Supabase Realtime reads it,
// limited to `eq`, `neq` and `in.(a,b)` on the columns the contract names per table. A filter only
// narrows what a subscriber receives; who may see a row is decided elsewhere (modules/cases/access.ts).
import { realtimeFilterOperators } from '@cc/shared-contract';

export type FilterOperator = (typeof realtimeFilterOperators)[number];

export interface RowFilter {
  column: string;
  operator: FilterOperator;
  values: string[];
}

const filterShape = /^([a-z_][a-z0-9_]*)=([a-z]+)\.(.*)$/s;

function unquote(value: string): string {
  const trimmed = value.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1) : trimmed;
}

/** The parsed filter, or an error message (Supabase's words where it has them). */
export function parseFilter(table: string, columns: readonly string[], filter: string): RowFilter | { error: string } {
  const match = filterShape.exec(filter);
  if (!match) return { error: `Error parsing \`filter\` params: ${filter}` };
  const [, column, operator, raw] = match as unknown as [string, string, string, string];
  if (!(realtimeFilterOperators as readonly string[]).includes(operator)) {
    return { error: `Error parsing \`filter\` params: operator \`${operator}\` is not supported (eq, neq, in)` };
  }
  if (!columns.includes(column)) {
    return { error: `Error parsing \`filter\` params: column \`${column}\` of ${table} cannot be filtered` };
  }
  if (operator === 'in') {
    const list = /^\((.*)\)$/s.exec(raw);
    if (!list) return { error: `Error parsing \`filter\` params: ${filter}` };
    return { column, operator, values: list[1]!.split(',').map(unquote) };
  }
  return { column, operator: operator as FilterOperator, values: [unquote(raw)] };
}

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Whether a record (what the subscriber receives) passes the filter; a column it does not carry never matches. */
export function matchesFilter(filter: RowFilter | null, record: Record<string, unknown>): boolean {
  if (!filter) return true;
  if (!(filter.column in record)) return false;
  const value = asText(record[filter.column]);
  switch (filter.operator) {
    case 'eq':
      return value !== null && value === filter.values[0];
    case 'neq':
      return value !== null && value !== filter.values[0];
    case 'in':
      return value !== null && filter.values.includes(value);
  }
}
