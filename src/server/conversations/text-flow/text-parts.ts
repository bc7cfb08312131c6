// Ava's answer as texts: each within two segments (what a phone shows as one message without
// costing three), a long answer split between sentences (a sentence longer than that, between
// words). Her prompt asks for short answers; this holds whatever comes.
import { segmentsOf } from '../../../common/sms-segments.ts';

/** The most segments one of Ava's texts may take. */
export const MAX_SEGMENTS = 2;

const fits = (text: string) => segmentsOf(text).segments <= MAX_SEGMENTS;

/** Pieces of `text` at `boundary` (the boundary kept with the piece before it). */
const pieces = (text: string, boundary: RegExp) => text.split(boundary).filter((piece) => piece.trim().length > 0);

/** Joins pieces greedily into texts that fit; a piece that cannot fit alone is split finer. */
function pack(parts: string[], finer: (part: string) => string[]): string[] {
  const texts: string[] = [];
  let current = '';
  for (const part of parts) {
    const joined = current ? `${current} ${part.trim()}` : part.trim();
    if (fits(joined)) current = joined;
    else {
      if (current) texts.push(current);
      if (fits(part.trim())) current = part.trim();
      else {
        const split = finer(part.trim());
        texts.push(...split.slice(0, -1));
        current = split.at(-1) ?? '';
      }
    }
  }
  if (current) texts.push(current);
  return texts;
}

/** A word longer than a text can hold (a link, say) is cut where it must be. */
function hardCut(word: string): string[] {
  const cut: string[] = [];
  let rest = word;
  while (rest.length > 0) {
    let size = rest.length;
    while (!fits(rest.slice(0, size))) size = Math.floor(size * 0.9);
    cut.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  return cut;
}

/** An answer as the texts that carry it, in order. */
export function textParts(answer: string): string[] {
  const text = answer.replace(/\s+/g, ' ').trim();
  if (!text) return [];
  if (fits(text)) return [text];
  const byWords = (sentence: string) => pack(pieces(sentence, /\s+/), hardCut);
  return pack(pieces(text, /(?<=[.!?…])\s+/), byWords);
}
