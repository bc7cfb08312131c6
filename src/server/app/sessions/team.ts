// Who may sign in, and as whom: the owners (OWNER_EMAILS) see everything; the crew (CREW_EMAILS,
// and the addresses the owner adds in the inbox) see Today and make its marks and photos. An
// address in both lists is an owner. Taking someone off ends every session they have.
import type { Role } from '../../../common/owner-inbox.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { SessionStore } from './session-store.ts';

/** A crew member as the owner sees the list: set in CREW_EMAILS (changed there only), or added in the inbox. */
export interface CrewMember {
  email: string;
  fromSettings: boolean;
}

export type CrewChange = 'done' | 'is-owner' | 'already' | 'in-settings' | 'unknown';

export class Team {
  private readonly statements;

  constructor(
    db: Db,
    private readonly clock: Clock,
    private readonly sessions: SessionStore,
    private readonly owners: readonly string[],
    private readonly crewInSettings: readonly string[],
  ) {
    this.statements = {
      all: db.prepare<[], { email: string }>('SELECT email FROM crew_members ORDER BY email'),
      has: db.prepare<[string], { email: string }>('SELECT email FROM crew_members WHERE email = ?'),
      add: db.prepare<[string, number]>('INSERT INTO crew_members (email, added_at) VALUES (?, ?) ON CONFLICT (email) DO NOTHING'),
      remove: db.prepare<[string]>('DELETE FROM crew_members WHERE email = ?'),
    };
  }

  /** The role an address signs in with, or null when it may not sign in. */
  roleOf(email: string): Role | null {
    const address = email.toLowerCase();
    if (this.owners.includes(address)) return 'owner';
    if (this.crewInSettings.includes(address) || this.statements.has.get(address)) return 'crew';
    return null;
  }

  /** Every address that may sign in now. */
  everyone(): string[] {
    return [...this.owners, ...this.crew().map((member) => member.email)];
  }

  crew(): CrewMember[] {
    const added = this.statements.all.all().map(({ email }) => email);
    const listed = new Map<string, CrewMember>();
    for (const email of this.crewInSettings) if (!this.owners.includes(email)) listed.set(email, { email, fromSettings: true });
    for (const email of added) if (!listed.has(email) && !this.owners.includes(email)) listed.set(email, { email, fromSettings: false });
    return [...listed.values()].sort((a, b) => a.email.localeCompare(b.email));
  }

  /** Adds a crew member from the inbox. */
  add(email: string): CrewChange {
    const address = email.toLowerCase();
    const role = this.roleOf(address);
    if (role === 'owner') return 'is-owner';
    if (role === 'crew') return 'already';
    this.statements.add.run(address, this.clock.now());
    return 'done';
  }

  /** Takes a crew member added in the inbox off the list, and ends every session they have. */
  remove(email: string): CrewChange {
    const address = email.toLowerCase();
    if (this.owners.includes(address)) return 'is-owner';
    if (this.crewInSettings.includes(address)) return 'in-settings';
    if (this.statements.remove.run(address).changes === 0) return 'unknown';
    this.sessions.endAll(address);
    return 'done';
  }
}
