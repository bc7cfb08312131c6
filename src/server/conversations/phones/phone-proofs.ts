// Proof that a person holds the mobile they give the receptionist on a web call or in the chat:
// a 6-digit code texted to it, read back within 10 minutes, proves that number for that one
// conversation only. The page ships the platform's public key, so anyone can script a chat;
// without this, a booking could send e-mails and texts to any stranger's number. A code is stored
// as a salted hash (the clear code rides in its text's delivery alone, until sent), allows 5
// tries; a number gets 3 codes an hour, whoever asks, none while its last is unused and two
// minutes old at most, and one conversation sends 3 codes in all
// (a household's mobile and a typo or two), so a scripted chat cannot text a list of strangers.
import { randomBytes } from 'node:crypto';
import { codeHash, newCode, tryCode, type CodeChecked } from '../../platform/codes/one-time-code.ts';
import type { Language } from '../../../common/languages.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Transaction } from 'better-sqlite3';
import type { Db } from '../../platform/db/database.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';

export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_TRIES = 5;
export const PHONE_CODES_PER_HOUR = 3;
export const PHONE_CODES_PER_CONVERSATION = 3;
/** A new code to a number waits until its last one, still unused, had this long to arrive. */
export const PHONE_CODE_FRESH_MINUTES = 2;
const MINUTE = 60_000;

export type SendResult = { ok: true } | { ok: false; problem: 'too-many' | 'conversation' | 'fresh' | 'budget' };

/** A further check asked in the same transaction just before a code is texted (the budget for texts nobody asked for): true lets it go. */
export type SendGate = () => boolean;
export type ConfirmResult = CodeChecked;

export class PhoneProofs {
  private readonly statements;
  private readonly sendCode: Transaction<(phone: string, conversation: string, language: Language, gate: SendGate) => SendResult>;

  constructor(
    db: Db,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {
    this.statements = {
      sentSince: db.prepare<[string, number], { n: number }>(
        'SELECT count(*) AS n FROM phone_codes WHERE phone_e164 = ? AND created_at >= ?',
      ),
      sentIn: db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM phone_codes WHERE conversation = ?'),
      fresh: db.prepare<[string, number], { n: number }>(
        'SELECT count(*) AS n FROM phone_codes WHERE phone_e164 = ? AND created_at >= ? AND proven_at IS NULL AND closed_at IS NULL',
      ),
      closeOpen: db.prepare<[number, string, string]>(
        'UPDATE phone_codes SET closed_at = ? WHERE phone_e164 = ? AND conversation = ? AND closed_at IS NULL',
      ),
      insert: db.prepare<[string, string, string, string, number, number, Language]>(
        'INSERT INTO phone_codes (id, phone_e164, conversation, code_hash, created_at, expires_at, language) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      open: db.prepare<[string, string, number], { id: string; code_hash: string; tries: number }>(
        `SELECT id, code_hash, tries FROM phone_codes WHERE phone_e164 = ? AND conversation = ? AND closed_at IS NULL
         AND proven_at IS NULL AND expires_at > ? ORDER BY created_at DESC LIMIT 1`,
      ),
      tried: db.prepare<[string]>('UPDATE phone_codes SET tries = tries + 1 WHERE id = ?'),
      proven: db.prepare<{ at: number; id: string }>('UPDATE phone_codes SET proven_at = @at, closed_at = @at WHERE id = @id'),
      close: db.prepare<[number, string]>('UPDATE phone_codes SET closed_at = ? WHERE id = ?'),
      isProven: db.prepare<[string, string], { n: number }>(
        'SELECT count(*) AS n FROM phone_codes WHERE phone_e164 = ? AND conversation = ? AND proven_at IS NOT NULL',
      ),
      forDelivery: db.prepare<[string, number], { phone_e164: string; language: Language; conversation: string }>(
        'SELECT phone_e164, language, conversation FROM phone_codes WHERE id = ? AND closed_at IS NULL AND expires_at > ?',
      ),
    };
    this.sendCode = db.transaction((phone: string, conversation: string, language: Language, gate: SendGate): SendResult => {
      const now = this.clock.now();
      if (this.statements.sentIn.get(conversation)!.n >= PHONE_CODES_PER_CONVERSATION) return { ok: false, problem: 'conversation' };
      if (this.statements.sentSince.get(phone, now - 60 * MINUTE)!.n >= PHONE_CODES_PER_HOUR) return { ok: false, problem: 'too-many' };
      if (this.statements.fresh.get(phone, now - PHONE_CODE_FRESH_MINUTES * MINUTE)!.n > 0) return { ok: false, problem: 'fresh' };
      if (!gate()) return { ok: false, problem: 'budget' };
      const id = randomBytes(12).toString('base64url');
      const code = newCode();
      this.statements.closeOpen.run(now, phone, conversation);
      this.statements.insert.run(id, phone, conversation, codeHash(id, code), now, now + PHONE_CODE_MINUTES * MINUTE, language);
      this.outbox.enqueue('sms', { kind: 'phone-code', id }, { secret: code });
      return { ok: true };
    });
  }

  /** Texts a new code to the number for this conversation (closing its code before), in their language; refused past the hourly share. */
  send(phone: string, conversation: string, language: Language = 'en', gate: SendGate = () => true): SendResult {
    const result = this.sendCode.immediate(phone, conversation, language, gate);
    if (result.ok) this.outbox.announceQueued();
    return result;
  }

  /** Whether the code read back is the one texted to this number in this conversation; the sixth try fails even when right. */
  confirm(phone: string, conversation: string, code: string): ConfirmResult {
    return tryCode(
      this.statements.open.get(phone, conversation, this.clock.now()),
      code,
      PHONE_CODE_TRIES,
      this.statements,
      this.clock.now(),
    );
  }

  /** Whether this number was proven in this conversation. */
  isProven(phone: string, conversation: string): boolean {
    return this.statements.isProven.get(phone, conversation)!.n > 0;
  }

  /** The number a code's text goes to, its language and the conversation that asked, while the code can still be used. */
  forDelivery(id: string): { to: string; language: Language; conversation: string } | undefined {
    const row = this.statements.forDelivery.get(id, this.clock.now());
    return row && { to: row.phone_e164, language: row.language, conversation: row.conversation };
  }
}
