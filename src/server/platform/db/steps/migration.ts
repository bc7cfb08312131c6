// A step of the schema's history: SQL, or a function for a step that needs code to compute values.
import type Database from 'better-sqlite3';

export type Migration = string | ((db: Database.Database) => void);
