// What needs the owner first, at the top of Home: an unhappy rating, a day booked past its room (the route's and the
// days ahead), cards that failed, and texts waiting for an answer; each opens the list that fixes
// it. Nothing needing them, the strip says so in one line.
import { inUnit, overBy, OVER_ROOM_FIX, roomWords } from '../../../common/day-room.ts';
import type { HomeFigures, NeedItem } from '../../../common/owner-home.ts';

/** Days over their room named one by one, the rest counted: the strip stays a few lines. */
const DAYS_NAMED = 3;

export function needsYou(
  figures: Pick<HomeFigures, 'room' | 'route' | 'money'>,
  awaiting: number,
  unhappy: number,
  dayWords: (date: string) => string,
): NeedItem[] {
  const needs: NeedItem[] = [];
  // A customer who just rated a clean one to three stars: heard first, before a bad review is written.
  if (unhappy)
    needs.push({
      kind: 'unhappy',
      title: `${unhappy} unhappy ${unhappy === 1 ? 'rating waits' : 'ratings wait'} for your answer`,
      words: 'Customers who rated a clean one to three stars, with what went wrong: a call or a text now keeps them.',
      href: '#messages?show=unhappy',
    });
  const route = { date: figures.route.date, ...figures.route.room };
  const days = [route, ...figures.room.filter((day) => day.date !== route.date)].filter((day) => overBy(day) > 0);
  for (const day of days.slice(0, DAYS_NAMED))
    needs.push({
      kind: 'overbooked',
      title: `${dayWords(day.date)}: ${inUnit(overBy(day), day.unit)} over its room`,
      words: `${roomWords(day)}. ${OVER_ROOM_FIX}`,
      href: '#bookings',
    });
  if (days.length > DAYS_NAMED)
    needs.push({
      kind: 'overbooked',
      title: `${days.length - DAYS_NAMED} more days over their room`,
      words: OVER_ROOM_FIX,
      href: '#bookings',
    });
  const { failed } = figures.money;
  if (failed.count)
    needs.push({
      kind: 'failed',
      title: `${failed.count} ${failed.count === 1 ? 'card' : 'cards'} failed: ${failed.words} not taken`,
      words: 'Each customer is asked to pay again; a tap retries or sends the link.',
      href: '#payments?state=failed',
    });
  if (awaiting)
    needs.push({
      kind: 'unanswered',
      title: `${awaiting} ${awaiting === 1 ? 'text waits' : 'texts wait'} for an answer`,
      words: 'Customers who wrote and were not answered yet, oldest waiting longest.',
      href: '#messages?show=awaiting',
    });
  return needs;
}
