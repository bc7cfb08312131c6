import { describe, expect, it } from 'vitest';
import { isNotAMobile } from './mobile-kind.ts';

describe("a customer's mobile", () => {
  it.each(['(800) 555-0100', '888-555-0100', '+1 900 555 0100', '+1 500 555 0100', '+44 20 7946 0958'])('%s is no mobile', (number) =>
    expect(isNotAMobile(number)).toBe(true),
  );
  it.each(['(404) 555-0199', '+14045550199', '+44 7700 900123', '+45 20 12 34 56', 'not a number'])('%s passes', (number) =>
    expect(isNotAMobile(number)).toBe(false),
  );
});
