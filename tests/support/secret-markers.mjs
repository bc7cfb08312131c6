// Every secret setting set to a known marker (all sharing the prefix SECRETMARKER, so a partial
// leak is caught too), beside the public values that are meant to reach the page. `npm test`
// builds the site with these in its environment and stamps that build; the secrets test then
// searches that build and the server's answers for the markers. Plain JS: the test runner reads
// it before anything is compiled.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const SECRET_MARKERS = {
  VAPI_PRIVATE_KEY: 'SECRETMARKER-private-key-7f3a91',
  CONTACT_WEBHOOK_URL: 'https://hooks.example.com/SECRETMARKER-webhook-path-91b2c4',
  CONTACT_WEBHOOK_SECRET: 'SECRETMARKER-webhook-secret-c4d1e8',
  VAPI_TOOLS_SECRET: 'SECRETMARKER-tools-secret-e5f6a2',
};

export const PUBLIC_SETTINGS = {
  VAPI_PUBLIC_KEY: 'pk_public_is_fine_in_the_page',
  VAPI_ASSISTANT_ID: 'asst_public_id',
  PUBLIC_BASE_URL: 'https://canfreshatl.com',
};

/** The environment a build is made with when its output is to be searched for secrets. */
export const MARKED_BUILD_ENV = { ...SECRET_MARKERS, ...PUBLIC_SETTINGS };

/** Where the stamp is kept (beside the project's other caches, never in the build). */
export const MARKED_BUILD_STAMP = join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'canfresh', 'marked-build.json');
const STAMP = MARKED_BUILD_STAMP;

/** What identifies one build: a hash over every file's path and content. */
function buildId(out) {
  const hash = createHash('sha256');
  const files = readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(relative(out, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** Records that the build in `out` was made with MARKED_BUILD_ENV. */
export function stampMarkedBuild(out) {
  mkdirSync(dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, JSON.stringify({ build: buildId(out) }));
}

/** Whether the build in `out` is (a copy of) the one stamped as made with the markers, not rebuilt since. */
export function isMarkedBuild(out) {
  try {
    const stamp = JSON.parse(readFileSync(STAMP, 'utf8'));
    return stamp.build === buildId(out);
  } catch {
    return false;
  }
}
