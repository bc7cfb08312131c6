import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TodayAnswer, TodayVisit } from '../../../common/owner-inbox.ts';
import { DayCount, RouteLegs, StopList } from './day-parts.tsx';

const stop = (n: number, mark: TodayVisit['mark'] = null): TodayVisit => ({
  visitId: `v${n}`,
  bookingId: `b${n}`,
  reference: `REF${n}`,
  name: `Customer ${n}`,
  business: null,
  carts: 1,
  street: `${n} Peachtree St NE`,
  zip: '30309',
  mapsUrl: 'https://maps.google.com/?q=x',
  placed: 'zip',
  phone: '(404) 555-0100',
  phoneE164: '+14045550100',
  plan: 'One-Time Clean',
  notes: '',
  mark,
  note: null,
  markedBy: null,
  photos: [],
  payment: null,
  deepClean: false,
  feeToCollect: null,
});

const day = (stops: TodayVisit[], capacity = 40): TodayAnswer => ({
  date: '2026-12-02',
  day: 'Wednesday, December 2',
  isToday: true,
  tomorrow: false,
  room: { booked: stops.length, room: capacity, unit: 'visits' },
  count: stops.length,
  start: 'the yard',
  stops,
  legs: [],
  canReorder: false,
  nextWithVisits: null,
  trucks: null,
});

describe('a long day on Today', () => {
  it('30 stops: each on one line that opens on a tap, the five finished folded away at the end', () => {
    const stops = Array.from({ length: 30 }, (_, i) => stop(i + 1, i < 5 ? 'done' : null));
    render(<StopList stops={stops} photos={new Map()} move={undefined} />);
    const route = screen.getByRole('list', { name: 'Stops in driving order' });
    const lines = route.querySelectorAll(':scope > li');
    expect(lines).toHaveLength(25);
    // The sixth stop is the first to go, still numbered as on the route; its marks open on a tap.
    expect(within(lines[0] as HTMLElement).getByText('Customer 6', { selector: 'strong' })).toBeInTheDocument();
    expect(lines[0]!.querySelector('summary')).toHaveTextContent(/^6Stop 6: Customer 6/);
    expect(screen.getByText('Finished stops (5)')).toBeInTheDocument();
  });

  it('says done and to go at the top, and a day over its room loudly', () => {
    render(<DayCount today={day([stop(1, 'done'), stop(2), stop(3)], 2)} />);
    expect(screen.getByText('1 done · 2 to go')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Over its room by 1 visit. Move some stops to another day from Bookings, or add a truck in Crew.',
    );
  });

  it('opens the route in the maps as one menu of its legs', () => {
    const legs = [1, 11, 21].map((from) => ({ from, to: from + 9, mapsUrl: `https://maps.google.com/?leg=${from}` }));
    render(<RouteLegs legs={legs} />);
    expect(screen.getByText('Open the route in Maps (3 legs of 10 stops)')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { hidden: true })).toHaveLength(3);
  });
});
