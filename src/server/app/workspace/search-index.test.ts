import { describe, expect, it } from 'vitest';
import { searchQuery } from './search-index.ts';

describe('the words typed, as the index is asked', () => {
  it.each([
    ['(404) 555-0142', '"4045550142"*'],
    ['+1 404.555.0142', '"14045550142"*'],
    ['404-555-01', '"40455501"*'],
    // A booking's code with more digits than letters is a code, not a phone number.
    ['2K3456', '"2K3456"*'],
    ['jor pea', '"jor"* "pea"*'],
  ])('%s asks %s', (typed, query) => expect(searchQuery(typed)).toBe(query));
});
