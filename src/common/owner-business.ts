// What the owner's Settings page reads of the business's facts: each part as it stands, the
// names it shows beside them (the plans', the jurisdictions'), and the changes made, who made
// each and when, with every value before and after.
import type { PartValues } from './business-parts.ts';

/** One change of the settings, as the history lists it. */
export interface BusinessVersion {
  id: number;
  at: number;
  by: string;
  what: string;
  changes: { path: string; before: unknown; after: unknown }[];
}

export interface BusinessAnswer {
  /** Whether the business is open: false on a new install until the owner answers the first run's setup. */
  opened: boolean;
  parts: PartValues;
  /** The plans with a set price, by id, as the page names them; `added`: one the owner added (and may stop); `retired`: stopped. */
  plans: { id: string; name: string; added: boolean; retired: boolean }[];
  /** The jurisdictions whose holiday rules a zip follows. */
  jurisdictions: { id: string; name: string }[];
  history: BusinessVersion[];
  next: string | null;
}

/** A part changed: the parts as they stand now, and the version made (the same one when nothing changed). */
export interface BusinessChanged {
  parts: PartValues;
  version: number;
}
