import { describe, expect, it } from 'vitest';
import { segmentsOf } from '../../../common/sms-segments.ts';
import { MAX_SEGMENTS, textParts } from './text-parts.ts';

describe("Ava's answer as texts", () => {
  it('keeps a short answer whole', () => {
    expect(textParts('  Your next clean is Friday,\n December 4.  ')).toEqual(['Your next clean is Friday, December 4.']);
  });

  it('splits a long answer between sentences, each text within two segments, nothing lost', () => {
    const sentence = (n: number) => `Sentence ${n} tells the customer one more useful thing about their clean.`;
    const answer = Array.from({ length: 12 }, (_, i) => sentence(i + 1)).join(' ');
    const parts = textParts(answer);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(segmentsOf(part).segments).toBeLessThanOrEqual(MAX_SEGMENTS);
      expect(part).toMatch(/\.$/);
    }
    expect(parts.join(' ')).toBe(answer);
  });

  it('counts in UCS-2 when a character needs it (70 a segment), and splits a sentence too long between words', () => {
    const long = `${'Limpiamos su contenedor después de la recolección '.repeat(6)}y le avisamos por mensaje.`;
    const parts = textParts(long);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(segmentsOf(part).segments).toBeLessThanOrEqual(MAX_SEGMENTS);
    expect(parts.join(' ')).toBe(long.trim());
  });

  it('cuts a word no text can hold', () => {
    const link = `https://example.com/${'x'.repeat(400)}`;
    const parts = textParts(link);
    expect(parts.join('')).toBe(link);
    for (const part of parts) expect(segmentsOf(part).segments).toBeLessThanOrEqual(MAX_SEGMENTS);
  });
});
