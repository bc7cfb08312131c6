// What the leads store tells the rest of the house: each lead stored, as an event, inside the
// transaction that stores it (what a follower writes commits with the lead or not at all). The
// store knows no one who listens; who follows is wired in one place (follow-changes.ts).
import type { NewLead } from './lead-types.ts';

export interface LeadStored {
  id: string;
  lead: NewLead;
}

export class LeadEvents {
  private readonly handlers: ((event: LeadStored) => void)[] = [];

  /** Follows every lead stored; handlers run in the order they were added. */
  on(handler: (event: LeadStored) => void): void {
    this.handlers.push(handler);
  }

  emit(event: LeadStored): void {
    for (const handler of this.handlers) handler(event);
  }
}
