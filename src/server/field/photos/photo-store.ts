// The crew's photos of each stop: prepared (upright, resized, no location data), stored (under
// DATA_DIR or in a bucket), and recorded here with the visit they show. A photo's id is the one the
// phone gave it, so an upload sent twice (a flaky connection, the offline queue) is kept once.
// Photos are seen only through links that are signed and expire.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { StopPhoto } from '../../../common/owner-inbox.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { preparePhoto } from './photo-image.ts';
import type { PhotoStorage } from './photo-storage.ts';

export interface PhotoRecord {
  id: string;
  visitId: string;
  bytes: number;
  width: number;
  height: number;
  createdAt: number;
  /** The address signed in when it was sent (none for photos from before the crew signed in). */
  takenBy: string | null;
}

interface Row {
  id: string;
  visit_id: string;
  storage_key: string;
  bytes: number;
  width: number;
  height: number;
  created_at: number;
  taken_by: string | null;
}

const recordOf = (r: Row): PhotoRecord => ({
  id: r.id,
  visitId: r.visit_id,
  bytes: r.bytes,
  width: r.width,
  height: r.height,
  createdAt: r.created_at,
  takenBy: r.taken_by,
});

/** A photo id already given to another visit. */
export class PhotoTaken extends Error {
  constructor() {
    super('that photo id belongs to another visit');
  }
}

export class PhotoStore {
  private readonly statements;
  private readonly key: Buffer;
  /** Ids being stored now, with their visit: bound before any byte is written. */
  private readonly claims = new Map<string, { visitId: string; adding: Promise<{ photo: PhotoRecord; added: boolean }> }>();

  constructor(
    db: Db,
    private readonly storage: PhotoStorage,
    private readonly clock: Clock,
  ) {
    this.statements = {
      insert: db.prepare<Row>(
        `INSERT INTO photos (id, visit_id, storage_key, bytes, width, height, created_at, taken_by)
         VALUES (@id, @visit_id, @storage_key, @bytes, @width, @height, @created_at, @taken_by) ON CONFLICT (id) DO NOTHING`,
      ),
      get: db.prepare<[string], Row>('SELECT * FROM photos WHERE id = ?'),
      ofVisit: db.prepare<[string], Row>('SELECT * FROM photos WHERE visit_id = ? ORDER BY created_at, id'),
    };
    const stored = db.prepare<[], { value: Buffer }>("SELECT value FROM signing_keys WHERE name = 'photo-links'").get();
    if (stored) this.key = stored.value;
    else {
      this.key = randomBytes(32);
      db.prepare("INSERT OR IGNORE INTO signing_keys (name, value) VALUES ('photo-links', ?)").run(this.key);
    }
  }

  get where(): string {
    return this.storage.where;
  }

  /**
   * Prepares and keeps a photo of a visit; the same id again is the photo already kept (or being
   * kept). The id is bound to its visit before any byte is written, so the same id sent for
   * another visit is refused (PhotoTaken) and stores nothing; the bytes are stored before the row
   * is written, so a row always has its photo, under a key of its own visit's.
   */
  async add(id: string, visitId: string, upload: Buffer, takenBy: string | null = null): Promise<{ photo: PhotoRecord; added: boolean }> {
    const existing = this.statements.get.get(id);
    const claimed = this.claims.get(id);
    if ((existing && existing.visit_id !== visitId) || (claimed && claimed.visitId !== visitId)) throw new PhotoTaken();
    if (existing) return { photo: recordOf(existing), added: false };
    if (claimed) return claimed.adding.then(({ photo }) => ({ photo, added: false }));
    const adding = this.store(id, visitId, upload, takenBy);
    this.claims.set(id, { visitId, adding });
    try {
      return await adding;
    } finally {
      this.claims.delete(id);
    }
  }

  private async store(
    id: string,
    visitId: string,
    upload: Buffer,
    takenBy: string | null,
  ): Promise<{ photo: PhotoRecord; added: boolean }> {
    const prepared = await preparePhoto(upload);
    const key = `${visitId}/${id}.jpg`;
    await this.storage.put(key, prepared.bytes);
    const row: Row = {
      id,
      visit_id: visitId,
      storage_key: key,
      bytes: prepared.bytes.length,
      width: prepared.width,
      height: prepared.height,
      created_at: this.clock.now(),
      taken_by: takenBy,
    };
    const added = this.statements.insert.run(row).changes === 1;
    return { photo: recordOf(this.statements.get.get(id)!), added };
  }

  ofVisit(visitId: string): PhotoRecord[] {
    return this.statements.ofVisit.all(visitId).map(recordOf);
  }

  /** A photo's bytes (JPEG), or undefined when there is no such photo. */
  async bytes(id: string): Promise<Buffer | undefined> {
    const row = this.statements.get.get(id);
    return row && this.storage.get(row.storage_key);
  }

  /** The path of a link to a photo that works until `expires` (ms). */
  linkPath(id: string, expires: number): string {
    const e = Math.ceil(expires / 1000);
    return `/photos/${id}.jpg?e=${e}&s=${this.signature(id, e)}`;
  }

  /** Links to a visit's photos, each good until `expires` (ms), with who took each. */
  linksOf(visitId: string, expires: number): StopPhoto[] {
    return this.ofVisit(visitId).map((photo) => ({ url: this.linkPath(photo.id, expires), takenBy: photo.takenBy }));
  }

  /** Whether a link's expiry and signature are this photo's and still good. */
  linkIsGood(id: string, e: number, s: string): boolean {
    if (!Number.isSafeInteger(e) || e * 1000 <= this.clock.now()) return false;
    const expected = Buffer.from(this.signature(id, e));
    const given = Buffer.from(s);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private signature(id: string, e: number): string {
    return createHmac('sha256', this.key).update(`${id}|${e}`).digest('base64url').slice(0, 32);
  }
}
