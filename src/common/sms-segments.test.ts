// The segment count held to Twilio's own calculator (sms-segments-calculator), on texts built from
// the characters that move the count: plain GSM letters, extension characters that take two
// septets, letters outside GSM, and emoji of two UTF-16 units, at every length around the boundaries.
import fc from 'fast-check';
import { SegmentedMessage } from 'sms-segments-calculator';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../tests/support/property-runs.ts';
import { segmentsOf } from './sms-segments.ts';

const twilio = (text: string) => new SegmentedMessage(text);
const CHARACTERS = ['a', 'Z', ' ', '.', '€', '[', '^', 'é', 'í', 'ñ', '😀', '👍', '✓'];

describe('SMS segments', () => {
  it('an emoji straddling the 67-unit boundary goes whole into the next part, as Twilio counts it', () => {
    const text = `${'x'.repeat(66)}😀${'y'.repeat(66)}`;
    expect(segmentsOf(text)).toEqual({ encoding: 'UCS-2', units: 134, segments: 3 });
    expect(twilio(text).segmentsCount).toBe(3);
  });

  it('counts as Twilio does, for any mix of characters', () => {
    // A run of one letter (GSM or not) ending on a part's boundary (67 or 153 per part) or a few before it, a
    // character of two units or septets, and a second run that brings the whole near a later boundary, then a
    // few of any: the two-unit character lands on each side of the boundaries, with totals on each side too.
    const texts = fc
      .tuple(
        fc.constantFrom('a', 'é'),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: -3, max: 1 }),
        fc.integer({ min: -2, max: 2 }),
        fc.constantFrom('😀', '€', '['),
        fc.array(fc.constantFrom(...CHARACTERS), { maxLength: 3 }),
      )
      .map(([letter, parts, before, after, pair, rest]) => {
        const perPart = letter === 'a' ? 153 : 67;
        const run = perPart * parts + before;
        const tail = Math.max(0, perPart * (parts + 1) + after - run - 2);
        return `${letter.repeat(run)}${pair}${letter.repeat(tail)}${rest.join('')}`;
      });
    fc.assert(
      fc.property(texts, (text) => {
        const ours = segmentsOf(text);
        const theirs = twilio(text);
        expect(ours.segments).toBe(theirs.segmentsCount);
        expect(ours.encoding).toBe(theirs.encodingName);
      }),
      { numRuns: propertyRuns(400) },
    );
  });
});
