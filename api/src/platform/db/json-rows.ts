// Rows that PostgreSQL built as JSON (`row_to_json`, `json_agg`), mapped to the shape Drizzle's
// select answers: one query can then return a user with its identities and factors as a few JSON
// values instead of one wide row per combination. Drizzle decodes the JSON of its relational
// queries the same way (each column's mapFromDriverValue, e.g. an ISO timestamp to a Date).
import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/** A function from a table's row as JSON (keys are the column names) to its Drizzle row. */
export function jsonRowMapper<T extends Table>(table: T): (json: Record<string, unknown>) => InferSelectModel<T> {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: column.name,
    // JSON values arrive decoded already; json(b)'s mapper would parse a JSON string value again.
    decode:
      column.dataType === 'json' ? (value: unknown) => value : (value: unknown) => column.mapFromDriverValue(value),
  }));
  return (json) => {
    const row: Record<string, unknown> = {};
    for (const { key, name, decode } of columns) {
      const value = json[name];
      row[key] = value === null || value === undefined ? null : decode(value);
    }
    return row as InferSelectModel<T>;
  };
}
