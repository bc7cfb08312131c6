// A data folder whose business is open, as after its owner answered the first run's setup with
// the defaults: the tests of everything else start there (a new install opens soon and takes no
// booking until then, which tests/server/first-run.test.ts tries).
import { BusinessSettings } from '../../src/server/platform/settings/business-settings.ts';
import { systemClock } from '../../src/server/platform/clock/clock.ts';
import { openBusinessDatabase } from '../../src/server/app/schema/schema-history.ts';

/** As openBusinessIn, where the folder can hold a database (a test of a broken disk lets the server find out). */
export function openBusinessWherePossible(dataDir: string): void {
  try {
    openBusinessIn(dataDir);
  } catch {
    // The server's own start reports the folder's fault.
  }
}

export function openBusinessIn(dataDir: string): void {
  const db = openBusinessDatabase(dataDir);
  try {
    new BusinessSettings(db, systemClock).open('tests');
  } finally {
    db.close();
  }
}
