// Which server answers at an address: a random name kept in DATA_DIR, made on the first start.
// The health check says it, and the doctor compares the one at PUBLIC_BASE_URL with its own, so
// an address that reaches another machine (an old server, a parked domain) is not taken as this.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = 'server-id';

/** The server's name, read from DATA_DIR, or undefined before the server's first start there. */
export function readServerId(dataDir: string): string | undefined {
  try {
    return readFileSync(join(dataDir, FILE), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The server's name, made now when DATA_DIR has none yet. */
export function serverId(dataDir: string): string {
  const known = readServerId(dataDir);
  if (known) return known;
  const made = randomBytes(12).toString('hex');
  // 'wx': two starts at once keep one name, the first written.
  try {
    writeFileSync(join(dataDir, FILE), `${made}\n`, { flag: 'wx', mode: 0o644 });
  } catch {
    return readServerId(dataDir) ?? made;
  }
  return made;
}
