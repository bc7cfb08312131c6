// The business's trucks, each day's plan once made (which truck takes each visit, in what order),
// and the owner's pins (this visit stays on that truck). With no truck recorded, the business has
// the one truck of its settings (its yard and its day's room): nothing here is read.
import { randomUUID } from 'node:crypto';
import type { Weekday } from '../../../common/site-config.schema.ts';
import type { Truck, TruckValues } from '../../../common/trucks.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { recordOf } from '../../platform/db/record-of.ts';

interface TruckRow {
  id: string;
  name: string;
  yard_name: string;
  yard_latitude: number;
  yard_longitude: number;
  room_cans: number;
  tank_cans: number | null;
  days: string;
  crew: string;
  retired_at: number | null;
}

const truckOf = (r: TruckRow): Truck => ({
  id: r.id,
  name: r.name,
  yard: { name: r.yard_name, latitude: r.yard_latitude, longitude: r.yard_longitude },
  roomCans: r.room_cans,
  tankCans: r.tank_cans,
  days: JSON.parse(r.days) as Weekday[],
  crew: JSON.parse(r.crew) as string[],
  retired: r.retired_at !== null,
});

/** A day's plan as kept: each visit's truck and place in its route. */
export interface KeptPlan {
  madeAt: number;
  metres: number;
  stops: Map<string, { truckId: string; position: number }>;
}

export class TruckStore {
  private readonly statements;
  private readonly keepPlan: (date: string, routes: { truckId: string; visitIds: string[] }[], metres: number) => void;

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    const columns = 'name, yard_name, yard_latitude, yard_longitude, room_cans, tank_cans, days, crew';
    this.statements = {
      all: db.prepare<[], TruckRow>('SELECT * FROM trucks ORDER BY retired_at IS NOT NULL, rowid'),
      one: db.prepare<[string], TruckRow>('SELECT * FROM trucks WHERE id = ?'),
      add: db.prepare(`INSERT INTO trucks (id, ${columns}, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
      update: db.prepare(
        `UPDATE trucks SET name = ?, yard_name = ?, yard_latitude = ?, yard_longitude = ?, room_cans = ?, tank_cans = ?, days = ?, crew = ?
         WHERE id = ?`,
      ),
      retire: db.prepare<[number | null, string]>('UPDATE trucks SET retired_at = ? WHERE id = ?'),
      plan: db.prepare<[string], { made_at: number; metres: number }>('SELECT made_at, metres FROM day_plans WHERE date = ?'),
      planStops: db.prepare<[string], { visit_id: string; truck_id: string; position: number }>(
        'SELECT visit_id, truck_id, position FROM day_plan_stops WHERE date = ?',
      ),
      truckOf: db.prepare<[string, string], { truck_id: string }>('SELECT truck_id FROM day_plan_stops WHERE date = ? AND visit_id = ?'),
      dropPlan: db.prepare<[string]>('DELETE FROM day_plans WHERE date = ?'),
      addPlan: db.prepare<[string, number, number]>('INSERT INTO day_plans (date, made_at, metres) VALUES (?, ?, ?)'),
      addPlanStop: db.prepare<[string, string, string, number]>(
        'INSERT INTO day_plan_stops (date, visit_id, truck_id, position) VALUES (?, ?, ?, ?)',
      ),
      pin: db.prepare<[string, string, number]>(
        'INSERT INTO truck_pins (visit_id, truck_id, set_at) VALUES (?, ?, ?) ON CONFLICT (visit_id) DO UPDATE SET truck_id = excluded.truck_id, set_at = excluded.set_at',
      ),
      pins: db.prepare<[string], { visit_id: string; truck_id: string }>(
        'SELECT visit_id, truck_id FROM truck_pins WHERE visit_id IN (SELECT value FROM json_each(?))',
      ),
    };
    this.keepPlan = db.transaction((date: string, routes: { truckId: string; visitIds: string[] }[], metres: number) => {
      this.statements.dropPlan.run(date);
      this.statements.addPlan.run(date, this.clock.now(), Math.round(metres));
      for (const { truckId, visitIds } of routes) visitIds.forEach((id, i) => this.statements.addPlanStop.run(date, id, truckId, i));
    });
  }

  /** Every truck, those in service first, in the order they were added. */
  all(): Truck[] {
    return this.statements.all.all().map(truckOf);
  }

  get(id: string): Truck | undefined {
    return recordOf(this.statements.one.get(id), truckOf);
  }

  /** Whether the business has trucks of its own recorded (else its settings' one truck). */
  any(): boolean {
    return this.all().some((t) => !t.retired);
  }

  /**
   * The trucks in service, and those of them that work this weekday; null when the business has
   * no truck of its own. One read: booking asks it for every date it offers.
   */
  on(weekday: Weekday): { inService: Truck[]; working: Truck[] } | null {
    const inService = this.all().filter((t) => !t.retired);
    return inService.length ? { inService, working: inService.filter((t) => t.days.includes(weekday)) } : null;
  }

  add(values: TruckValues): Truck {
    const id = randomUUID();
    this.statements.add.run(id, ...this.columns(values), this.clock.now());
    return this.get(id)!;
  }

  update(id: string, values: TruckValues): Truck | undefined {
    if (this.statements.update.run(...this.columns(values), id).changes === 0) return undefined;
    return this.get(id);
  }

  /** Taken out of service (its plans and history stay), or back in. */
  retire(id: string, retired: boolean): Truck | undefined {
    if (this.statements.retire.run(retired ? this.clock.now() : null, id).changes === 0) return undefined;
    return this.get(id);
  }

  private columns(v: TruckValues) {
    return [v.name, v.yard.name, v.yard.latitude, v.yard.longitude, v.roomCans, v.tankCans, JSON.stringify(v.days), JSON.stringify(v.crew)];
  }

  /** The truck a visit was on in its day's plan; null with no plan kept (the business's one crew). */
  truckOf(visit: { id: string; date: string }): string | null {
    return this.statements.truckOf.get(visit.date, visit.id)?.truck_id ?? null;
  }

  /** The day's plan as last made, or undefined before one is. */
  planOf(date: string): KeptPlan | undefined {
    const plan = this.statements.plan.get(date);
    if (!plan) return undefined;
    const rows = this.statements.planStops.all(date);
    return {
      madeAt: plan.made_at,
      metres: plan.metres,
      stops: new Map(rows.map((r) => [r.visit_id, { truckId: r.truck_id, position: r.position }])),
    };
  }

  /** Keeps a day's plan, in place of the one before. */
  keep(date: string, routes: { truckId: string; visitIds: string[] }[], metres: number): void {
    this.keepPlan(date, routes, metres);
  }

  /** The owner puts a visit on a truck: every plan made after keeps it there. */
  pin(visitId: string, truckId: string): void {
    this.statements.pin.run(visitId, truckId, this.clock.now());
  }

  pinsOf(visitIds: readonly string[]): Map<string, string> {
    return new Map(this.statements.pins.all(JSON.stringify(visitIds)).map((r) => [r.visit_id, r.truck_id]));
  }
}
