import { describe, expect, it } from 'vitest';
import { removeNearWhite } from './remove-background.ts';

const px = (...rgba: number[]) => new Uint8ClampedArray(rgba);

describe('removeNearWhite', () => {
  it('clears pixels at or above the threshold', () => {
    const data = px(255, 255, 255, 255, 240, 241, 250, 255);
    expect(removeNearWhite(data, 240, 10)).toBe(2);
    expect([data[3], data[7]]).toEqual([0, 0]);
  });

  it('fades pixels within the tolerance below the threshold', () => {
    const data = px(235, 235, 235, 255, 231, 250, 250, 200);
    removeNearWhite(data, 240, 10);
    expect(data[3]).toBe(Math.round((255 * 5) / 10));
    expect(data[7]).toBe(Math.round((200 * 9) / 10));
  });

  it('leaves coloured and darker pixels alone', () => {
    const data = px(230, 230, 230, 255, 255, 255, 100, 255, 31, 122, 77, 255, 0, 0, 0, 255);
    const before = Array.from(data);
    expect(removeNearWhite(data, 240, 10)).toBe(0);
    expect(Array.from(data)).toEqual(before);
  });

  it('keeps colour channels and skips transparent pixels', () => {
    const data = px(250, 250, 250, 0, 252, 251, 253, 255);
    expect(removeNearWhite(data, 240, 10)).toBe(1);
    expect(Array.from(data)).toEqual([250, 250, 250, 0, 252, 251, 253, 0]);
  });

  it('with no tolerance is a hard cut', () => {
    const data = px(239, 239, 239, 255, 240, 240, 240, 255);
    removeNearWhite(data, 240, 0);
    expect([data[3], data[7]]).toEqual([255, 0]);
  });
});
