import { describe, expect, it } from 'vitest';
import { provenTextNumber, textProof, textProofKey } from './text-proof.ts';

const key = textProofKey('private-key-0123456789');
const AT = Date.parse('2026-11-22T15:00:00Z');
const chatWith = (variableValues: object) => ({ chat: { id: 'c1', assistantOverrides: { variableValues } } });

describe("a text's proof of its number", () => {
  it('is the number while it is fresh, and signed with this key', () => {
    const proof = textProof(key, '+14045550123', AT);
    expect(provenTextNumber(key, chatWith(proof), AT + 5_000)).toBe('+14045550123');
    expect(provenTextNumber(key, chatWith(proof), AT + 60 * 60_000 + 1)).toBeNull();
    expect(provenTextNumber(textProofKey('another-private-key'), chatWith(proof), AT)).toBeNull();
    expect(provenTextNumber(undefined, chatWith(proof), AT)).toBeNull();
  });

  it('is nothing when forged: another number, another time, a made-up signature, or none', () => {
    const proof = textProof(key, '+14045550123', AT);
    expect(provenTextNumber(key, chatWith({ ...proof, textFrom: '+14045550999' }), AT)).toBeNull();
    expect(provenTextNumber(key, chatWith({ ...proof, textProof: proof.textProof.replace(String(AT), String(AT + 1)) }), AT)).toBeNull();
    expect(provenTextNumber(key, chatWith({ textFrom: '+14045550123', textProof: `${AT}.forged` }), AT)).toBeNull();
    expect(provenTextNumber(key, chatWith({ textFrom: '+14045550123' }), AT)).toBeNull();
    expect(provenTextNumber(key, { call: { type: 'webCall' } }, AT)).toBeNull();
  });
});
