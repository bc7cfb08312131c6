import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // Timing-based expectations get room on a busy 2-core machine.
    expect: { poll: { timeout: 10_000 } },
    // Two files at a time: most server tests wait on sockets, timers and child processes, so two
    // keep a 2-core machine busy (Vitest's own default there is one).
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'client', include: ['src/client/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['tests/setup/client.ts'] } },
      { extends: true, test: { name: 'node', include: ['src/common/**/*.test.{ts,tsx}', 'src/server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/architecture/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
