// How many SMS segments a text costs: GSM-7 when every character is in the GSM 03.38 alphabet
// (its extension characters count twice), 160 in one segment or 153 per part; otherwise UCS-2,
// 70 UTF-16 units in one segment or 67 per part; a character is never split between parts.
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

export interface SegmentCount {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

/**
 * Segments for characters of these sizes (septets, or UTF-16 units): one segment when all fit;
 * otherwise parts of `perPart`, a character never split between two (an emoji's two units, an
 * extension character's escape and septet go whole into the next part), as carriers and Twilio's
 * own calculator count them.
 */
function segmentsFor(sizes: number[], single: number, perPart: number): number {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (total <= single) return 1;
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > perPart) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return segments;
}

export function segmentsOf(text: string): SegmentCount {
  const chars = [...text];
  const gsm = chars.every((char) => GSM_BASIC.includes(char) || GSM_EXTENSION.includes(char));
  if (!gsm) {
    const sizes = chars.map((char) => char.length);
    return { encoding: 'UCS-2', units: text.length, segments: segmentsFor(sizes, 70, 67) };
  }
  const sizes = chars.map((char) => (GSM_EXTENSION.includes(char) ? 2 : 1));
  return { encoding: 'GSM-7', units: sizes.reduce((sum, size) => sum + size, 0), segments: segmentsFor(sizes, 160, 153) };
}
