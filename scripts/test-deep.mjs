// `npm run test:deep`: the property-based tests with their full counts of inputs (`npm test`
// tries a quarter of them). The files are found by what they use, so a new one is included.
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const files = execFileSync('git', ['grep', '-l', 'propertyRuns(', '--', '*.test.ts', '*.test.tsx'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
console.log(`=== test:deep: ${files.length} files with property-based tests, at their full counts`);
const { status } = spawnSync('npx', ['vitest', 'run', ...files], { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_DEEP: '1' } });
process.exit(status ?? 1);
