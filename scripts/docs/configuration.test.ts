// The configuration reference cannot drift from the schemas: it is what they make now.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { configurationReference, REFERENCE } from './configuration.ts';

it('docs/configuration.md is what the env and site config schemas make (npm run docs:config writes it)', async () => {
  expect(readFileSync(REFERENCE, 'utf8')).toBe(await configurationReference());
});
