// The owner's passkeys: each credential's id, public key, signature counter and transports, by
// owner. And the challenges issued for adding one or signing in with one: each is good once,
// for five minutes, and (when adding) only for the owner it was issued to.
import type { WebAuthnCredential } from '@simplewebauthn/server';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { recordOf } from '../../platform/db/record-of.ts';

const CHALLENGE_MS = 5 * 60_000;

export interface Passkey {
  id: string;
  email: string;
  createdAt: number;
  usedAt: number | null;
}

export interface StoredPasskey extends Passkey {
  credential: WebAuthnCredential;
}

interface Row {
  id: string;
  email: string;
  public_key: Buffer;
  counter: number;
  transports: string;
  created_at: number;
  used_at: number | null;
}

const passkeyOf = (row: Row): StoredPasskey => ({
  id: row.id,
  email: row.email,
  createdAt: row.created_at,
  usedAt: row.used_at,
  credential: {
    id: row.id,
    publicKey: new Uint8Array(row.public_key),
    counter: row.counter,
    transports: JSON.parse(row.transports) as string[],
  },
});

export class PasskeyStore {
  private readonly statements;

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    this.statements = {
      insert: db.prepare<[string, string, Buffer, number, string, number]>(
        'INSERT INTO passkeys (id, email, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      byEmail: db.prepare<[string], Row>('SELECT * FROM passkeys WHERE email = ? ORDER BY created_at'),
      byId: db.prepare<[string], Row>('SELECT * FROM passkeys WHERE id = ?'),
      used: db.prepare<[number, number, string]>('UPDATE passkeys SET counter = ?, used_at = ? WHERE id = ?'),
      remove: db.prepare<[string, string]>('DELETE FROM passkeys WHERE id = ? AND email = ?'),
      addChallenge: db.prepare<[string, string | null, number]>(
        'INSERT INTO passkey_challenges (challenge, email, expires_at) VALUES (?, ?, ?)',
      ),
      takeChallenge: db.prepare<[string, number], { email: string | null }>(
        'DELETE FROM passkey_challenges WHERE challenge = ? AND expires_at > ? RETURNING email',
      ),
      dropExpired: db.prepare<[number]>('DELETE FROM passkey_challenges WHERE expires_at <= ?'),
    };
  }

  add(email: string, credential: WebAuthnCredential) {
    const { id, publicKey, counter, transports = [] } = credential;
    this.statements.insert.run(id, email, Buffer.from(publicKey), counter, JSON.stringify(transports), this.clock.now());
  }

  list(email: string): StoredPasskey[] {
    return this.statements.byEmail.all(email).map(passkeyOf);
  }

  get(id: string): StoredPasskey | undefined {
    return recordOf(this.statements.byId.get(id), passkeyOf);
  }

  /** After a sign-in: the authenticator's new signature counter. */
  used(id: string, counter: number) {
    this.statements.used.run(counter, this.clock.now(), id);
  }

  /** Removes one of the owner's passkeys; false when they have none by that id. */
  remove(email: string, id: string): boolean {
    return this.statements.remove.run(id, email).changes > 0;
  }

  /** Remembers a challenge just issued: for adding a passkey (the owner's address), or for signing in (none). */
  issued(challenge: string, email: string | null) {
    const now = this.clock.now();
    this.statements.dropExpired.run(now);
    this.statements.addChallenge.run(challenge, email, now + CHALLENGE_MS);
  }

  /** Uses up a challenge: true when it was issued (for this owner, or for signing in), unused and still fresh. */
  takeChallenge(challenge: string, email: string | null): boolean {
    const row = this.statements.takeChallenge.get(challenge, this.clock.now());
    return row !== undefined && row.email === email;
  }
}
