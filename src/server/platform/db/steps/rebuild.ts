// SQLite's procedure for a change ALTER cannot make (a constraint changed): a new table, the rows
// copied, the old one dropped, the new one renamed, its indexes and triggers made again; run
// inside a step's transaction, with foreign keys off.
import type Database from 'better-sqlite3';

/** Rebuilds a table with its own CREATE statement changed by `change`. */
export function rebuild(db: Database.Database, table: string, change: (sql: string) => string) {
  const { sql } = db.prepare<[string], { sql: string }>("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").get(table)!;
  const indexes = db
    .prepare<[string], { sql: string }>(
      "SELECT sql FROM sqlite_master WHERE tbl_name = ? AND type IN ('index', 'trigger') AND sql IS NOT NULL",
    )
    .all(table);
  const next = change(sql).replace(new RegExp(`^CREATE TABLE "?${table}"?`), `CREATE TABLE ${table}_next`);
  if (next === sql) throw new Error(`rebuild of ${table}: its statement did not change`);
  db.exec(`${next}; INSERT INTO ${table}_next SELECT * FROM ${table}; DROP TABLE ${table}; ALTER TABLE ${table}_next RENAME TO ${table};`);
  for (const index of indexes) db.exec(index.sql);
}
