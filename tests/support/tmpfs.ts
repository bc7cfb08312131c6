// A small real filesystem for disk-fault tests: tmpfs of a given size, mounted as root.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Tmpfs {
  dir: string;
  remountReadOnly: () => void;
  unmount: () => void;
}

export function canMount(): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    const t = mountTmpfs(16);
    t.unmount();
    return true;
  } catch {
    return false;
  }
}

export function mountTmpfs(sizeKb: number): Tmpfs {
  const dir = mkdtempSync(join(tmpdir(), 'canfresh-tmpfs-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k`, 'tmpfs', dir]);
  return {
    dir,
    remountReadOnly: () => execFileSync('mount', ['-o', 'remount,ro', dir]),
    unmount: () => {
      execFileSync('umount', ['-l', dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Writes a file until the filesystem has no space left; returns its path. */
export function fillUp(dir: string): string {
  const path = join(dir, 'filler.bin');
  execFileSync('sh', ['-c', `dd if=/dev/zero of="${path}" bs=4k 2>/dev/null || true`]);
  return path;
}
