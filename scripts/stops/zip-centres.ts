// The centre of each zip the business serves, from the `zipcodes` package's offline data (the
// federal zip code database), written into the server as a small table (src/server/field/stops/zip-centres.ts):
// the package's whole table of US zips is 28 MB of memory, the served zips a few hundred bytes.
// `npm run zips` writes it; a test fails when a served zip has no centre or the table is stale.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import zipcodes from 'zipcodes';
import { siteConfig } from '../../src/common/site-config.ts';

export const TABLE = join(import.meta.dirname, '..', '..', 'src', 'server', 'field', 'stops', 'zip-centres.ts');

/** The served zips the package has no centre for (none may be left). */
export const zipsWithoutCentre = () => siteConfig.serviceArea.zips.filter((zip) => !zipcodes.lookup(zip));

export async function zipCentresTable(): Promise<string> {
  const rows = [...siteConfig.serviceArea.zips].sort().flatMap((zip) => {
    const place = zipcodes.lookup(zip);
    return place ? [`  '${zip}': [${place.latitude}, ${place.longitude}], // ${place.city}`] : [];
  });
  const source = [
    '// Written by `npm run zips` from the zipcodes package: the centre of each zip served, as',
    '// [latitude, longitude]. A stop is placed here until the crew marks it with a position.',
    'export const ZIP_CENTRES: Readonly<Record<string, readonly [number, number]>> = {',
    ...rows,
    '};',
    '',
  ].join('\n');
  return format(source, { ...(await resolveConfig(TABLE)), filepath: TABLE });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = zipsWithoutCentre();
  if (missing.length) console.warn(`No centre known for ${missing.join(', ')}: those stops start at the yard.`);
  writeFileSync(TABLE, await zipCentresTable());
  console.log(`Wrote ${TABLE}`);
}
