// One of the owner's commands under test: each test gets a fresh DATA_DIR (a real database with
// the current schema, closed until used, removed afterwards), and `run` gives the exit code and
// everything the command printed. Call at a test file's top level.
import { afterEach, beforeEach } from 'vitest';
import { channelsOn, type Channels } from '../../src/server/app/wiring/channels.ts';
import type { Clock } from '../../src/server/platform/clock/clock.ts';
import type { Out } from '../../src/server/app/cli/command.ts';
import type { StoreTarget } from '../../src/server/app/cli/stores.ts';
import { openTempDatabase, type TempDatabase } from '../../src/server/app/schema/temp-database.ts';

type Command = (argv: string[], target: StoreTarget, out: Out, clock?: Clock) => Promise<number>;

export function commandUnderTest(command: Command, { channels = channelsOn(), clock }: { channels?: Channels; clock?: Clock } = {}) {
  let temp: TempDatabase;
  beforeEach(() => {
    temp = openTempDatabase();
    temp.db.close();
  });
  afterEach(() => temp.close());
  return {
    dir: () => temp.dir,
    run: async (...argv: string[]) => {
      let output = '';
      const code = await command(argv, { dataDir: temp.dir, channels }, (text) => (output += text), clock);
      return { code, output };
    },
  };
}
