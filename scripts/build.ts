// `npm run build`: the client (Vite), the prerender bundle (Vite SSR), the prerendered pages,
// precompressed files, and the server (tsc, non-incremental so it always emits, and without a second
// type check: the typecheck step checks the same files, and with isolated modules each file emits
// the same either way). BUILD_OUT
// chooses the output folder (default dist); it must sit inside the project, where the built
// server and prerender bundle find node_modules. The server finds its site relative to itself.
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { build } from 'vite';

const ROOT = join(import.meta.dirname, '..');
const OUT = resolve(ROOT, process.env.BUILD_OUT ?? 'dist');
const quiet = process.env.BUILD_QUIET ? 'warn' : 'info';

const tsx = (script: string) =>
  execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, script)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, BUILD_OUT: OUT },
  });

await build({ root: ROOT, logLevel: quiet, build: { outDir: join(OUT, 'client'), emptyOutDir: true } });
// The owner's inbox (owner.html): an app of its own, built apart and after the visitor's, so the
// visitor's files are exactly what they would be without it.
await build({
  root: ROOT,
  logLevel: quiet,
  build: { outDir: join(OUT, 'client'), emptyOutDir: false, rolldownOptions: { input: { owner: join(ROOT, 'owner.html') } } },
});
// The booking page's script (book-page.html): also built apart, so the visitor's home page is the
// same without it; prerender.ts writes the booking page's documents around it.
await build({
  root: ROOT,
  logLevel: quiet,
  build: { outDir: join(OUT, 'client'), emptyOutDir: false, rolldownOptions: { input: { book: join(ROOT, 'book-page.html') } } },
});
await build({ root: ROOT, logLevel: quiet, build: { ssr: 'src/client/entry-server.tsx', outDir: join(OUT, 'ssr'), emptyOutDir: true } });
tsx('scripts/prerender.ts');
tsx('scripts/compress.ts');
execFileSync(
  process.execPath,
  [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.server.build.json', '--outDir', join(OUT, 'node')],
  { cwd: ROOT, stdio: 'inherit' },
);
