// One home, however its street is written: '500 Oak Street', '500 oak st.' and '500 Oak St' are
// the same curb. The key is the street lower-cased, its punctuation dropped, each word a USPS
// abbreviation where it has one (suffixes: Street -> St; directions: North -> N, Northeast -> NE),
// its spaces taken out. A booking's one-home-per-date rule compares these keys.

/** USPS Publication 28's standard abbreviations, for the suffixes and directions streets here use. */
const USPS: Record<string, string> = {
  street: 'st',
  str: 'st',
  avenue: 'ave',
  av: 'ave',
  aven: 'ave',
  road: 'rd',
  drive: 'dr',
  drv: 'dr',
  boulevard: 'blvd',
  boul: 'blvd',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  circle: 'cir',
  circ: 'cir',
  parkway: 'pkwy',
  pkway: 'pkwy',
  highway: 'hwy',
  terrace: 'ter',
  trail: 'trl',
  square: 'sq',
  way: 'way',
  crossing: 'xing',
  point: 'pt',
  ridge: 'rdg',
  run: 'run',
  cove: 'cv',
  bend: 'bnd',
  path: 'path',
  pike: 'pike',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
  apartment: 'apt',
  suite: 'ste',
  unit: 'unit',
};

export function streetKey(street: string): string {
  return street
    .toLowerCase()
    .replace(/[.,#]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => USPS[word] ?? word)
    .join('');
}
