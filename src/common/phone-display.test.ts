import { describe, expect, it } from 'vitest';
import { displayPhone } from './phone-display.ts';

describe('a customer number as the owner reads it', () => {
  it.each([
    ['+4520123456', '+45 20 12 34 56'],
    ['+45 20 12 34 56', '+45 20 12 34 56'],
    ['+6561234567', '+65 6123 4567'],
    ['+3545512345', '+354 551 2345'],
    ['+3612345678', '+36 1 234 5678'],
    ['+14045550199', '(404) 555-0199'],
    ['404.555.0199', '(404) 555-0199'],
    ['4045550199', '(404) 555-0199'],
  ])('%s reads %s', (phone, shown) => expect(displayPhone(phone)).toBe(shown));
});
