// Subsets the brand font (Plus Jakarta Sans, variable weight, SIL OFL) to the characters an
// English page uses, keeping the weight axis: the first load carries ~40% fewer font bytes.
// Run with `npm run fonts` after adding text in another script; the output is committed.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { SUBSET_TEXT } from './subset-text.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const source = readFileSync(join(ROOT, 'assets', 'fonts', 'plus-jakarta-sans-latin-wght-normal.woff2'));

const subset = await subsetFont(source, SUBSET_TEXT, { targetFormat: 'woff2' });
const out = join(ROOT, 'src', 'client', 'assets', 'fonts', 'plus-jakarta-sans-subset.woff2');
writeFileSync(out, subset);
console.log(`font subset: ${source.length} -> ${subset.length} bytes (${out})`);
