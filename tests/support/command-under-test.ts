// One of the owner's commands under test: each test gets a fresh DATA_DIR (a real database with
// the current schema, closed until used, removed afterwards), and `run` gives the exit code and
// everything the command printed. Call at a test file's top level.
import { afterEach, beforeEach } from 'vitest';
import { openTempDatabase, type TempDatabase } from '../../src/server/db/temp-database.ts';
import type { Out } from '../../src/server/cli/command.ts';

type Command<Options> = (argv: string[], dataDir: string, out: Out, options?: Options) => Promise<number>;

export function commandUnderTest<Options>(command: Command<Options>, options?: Options) {
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
      const code = await command(argv, temp.dir, (text) => (output += text), options);
      return { code, output };
    },
  };
}
