import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // Timing-based expectations get room on a busy 2-core machine.
    expect: { poll: { timeout: 10_000 } },
    // A test that starts the built server as a child process waits up to 15 s for it to listen
    // (support/server-process.ts); Vitest's 5 s default failed one such test on a loaded CI run.
    testTimeout: 20_000,
    // Three files at a time: most server tests wait on sockets, timers and child processes, so
    // three keep a 2-core machine busy (Vitest's own default there is one). Measured with the full
    // property counts on this machine: 248 s with two, 195 s with three (2026-12-02).
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: { name: 'client', include: ['src/client/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['tests/setup/client.ts'] },
      },
      // Server tests share each worker's modules (no isolation between files): the app, Fastify
      // and zod are loaded once per worker, not once per file, a third of the step's time. They
      // keep no state in modules: each builds its own app on its own DATA_DIR and clock.
      // A language added at run time (the pseudo-locale): each file in a module graph of its own.
      {
        extends: true,
        test: {
          name: 'i18n',
          isolate: true,
          include: ['tests/i18n/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/i18n/pseudo-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          isolate: false,
          pool: 'threads',
          include: [
            'src/common/**/*.test.{ts,tsx}',
            'src/server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/server/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
    ],
  },
});
