// A tool the tests drive that comes from Debian (Chromium's headless shell, Caddy): installed
// with apt-get when it is missing and the run is root on Debian or Ubuntu, as CI's machine is.
import { execSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

export const executable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** Installs `pkg` with apt-get when `binary` is not there and this run may; false when it could not. */
export function installDebianPackage(binary: string, pkg: string): boolean {
  if (executable(binary)) return true;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false;
  console.log(`No ${pkg} found: installing Debian's with apt-get...`);
  try {
    execSync(`apt-get update -qq && apt-get install -y -qq ${pkg}`, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      shell: '/bin/bash',
    });
  } catch {
    return false;
  }
  return executable(binary);
}

/** Caddy, the TLS proxy the deploy guide puts in front of the server (its test runs it). */
export function ensureCaddy(): string {
  if (installDebianPackage('/usr/bin/caddy', 'caddy')) return '/usr/bin/caddy';
  throw new Error(
    "No Caddy found for the HTTPS test and the deploy guide's check.\nInstall it (Debian/Ubuntu: sudo apt-get install caddy), then run the command again.",
  );
}
