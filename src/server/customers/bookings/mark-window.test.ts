import { describe, expect, it } from 'vitest';
import { BusinessCalendar } from '../../platform/clock/business-calendar.ts';
import { lateMarkRefusal, type LateMark } from './mark-window.ts';

const calendar = new BusinessCalendar('America/New_York');
// A window of 3 days on Thursday, December 10: Monday the 7th is the oldest the crew may mark.
const at = (date: string, rest: Partial<LateMark> = {}) =>
  lateMarkRefusal(calendar, { date, today: '2026-12-10', windowDays: 3, role: 'crew', note: null, ...rest });

describe('how late a visit may be marked', () => {
  it('the crew marks today and the three days before it, the third included', () => {
    for (const date of ['2026-12-10', '2026-12-09', '2026-12-08', '2026-12-07']) expect(at(date), date).toBeUndefined();
  });

  it('the fourth day back is refused to the crew, in words', () => {
    expect(at('2026-12-06')).toBe('That visit was more than 3 days ago: only the owner can mark it now.');
  });

  it('the owner marks it with a reason in the note, and only with one', () => {
    const refused = 'That visit was more than 3 days ago: say why it is marked now in the note (the customer is told of the mark).';
    expect(at('2026-12-06', { role: 'owner' })).toBe(refused);
    expect(at('2026-12-06', { role: 'owner', note: '   ' })).toBe(refused);
    expect(at('2026-12-06', { role: 'owner', note: 'The crew forgot on the day' })).toBeUndefined();
  });

  it('counts calendar days across a change of the clocks, and says one day in the singular', () => {
    // November 1, 2026 is 25 hours long in New York: the window still counts whole days.
    expect(lateMarkRefusal(calendar, { date: '2026-10-31', today: '2026-11-02', windowDays: 2, role: 'crew', note: null })).toBeUndefined();
    expect(lateMarkRefusal(calendar, { date: '2026-10-31', today: '2026-11-02', windowDays: 1, role: 'crew', note: null })).toBe(
      'That visit was more than 1 day ago: only the owner can mark it now.',
    );
  });
});
