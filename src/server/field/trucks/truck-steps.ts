// Several trucks: each a record (its yard, its room in cans, its tank, its days, its crew); each
// day's plan kept once made (which truck takes each visit, in which order), so a crew's route is
// not reshuffled under it; and the owner's pins (this visit on that truck).
import type { Migration } from '../../platform/db/steps/migration.ts';

export const TRUCK_STEPS: Migration[] = [
  `CREATE TABLE trucks (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     yard_name TEXT NOT NULL,
     yard_latitude REAL NOT NULL,
     yard_longitude REAL NOT NULL,
     room_cans INTEGER NOT NULL CHECK (room_cans > 0),
     tank_cans INTEGER CHECK (tank_cans IS NULL OR tank_cans > 0),
     days TEXT NOT NULL,
     crew TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     retired_at INTEGER
   );
   CREATE TABLE day_plans (
     date TEXT PRIMARY KEY,
     made_at INTEGER NOT NULL,
     metres INTEGER NOT NULL
   );
   CREATE TABLE day_plan_stops (
     date TEXT NOT NULL REFERENCES day_plans (date) ON DELETE CASCADE,
     visit_id TEXT NOT NULL,
     truck_id TEXT NOT NULL,
     position INTEGER NOT NULL,
     PRIMARY KEY (date, visit_id)
   );
   CREATE INDEX day_plan_stops_truck ON day_plan_stops (date, truck_id, position);
   CREATE TABLE truck_pins (
     visit_id TEXT PRIMARY KEY,
     truck_id TEXT NOT NULL,
     set_at INTEGER NOT NULL
   );`,
];
