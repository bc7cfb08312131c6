// Links a phone's maps app opens: one stop, or a day's stops in order. Google's directions link
// takes a destination and at most nine stops on the way, so a longer route is cut into legs of
// ten stops, each starting where the last one ended (the first from wherever the phone is).
/** A stop as a maps app finds it: its street and zip. */
export interface Address {
  street: string;
  zip: string;
}

/** Stops on the way a directions link takes, besides its destination. */
export const WAYPOINTS_PER_LINK = 9;

const place = ({ street, zip }: Address) => `${street}, ${zip}`;

/** A search for one stop. */
export const mapsUrl = (address: Address) => `https://maps.google.com/?q=${encodeURIComponent(place(address))}`;

/** Driving directions through the stops in order, from `origin` (unset: where the phone is). */
function directionsUrl(stops: readonly Address[], origin?: Address): string {
  const query = new URLSearchParams({ api: '1', travelmode: 'driving' });
  if (origin) query.set('origin', place(origin));
  query.set('destination', place(stops.at(-1)!));
  if (stops.length > 1) query.set('waypoints', stops.slice(0, -1).map(place).join('|'));
  return `https://www.google.com/maps/dir/?${query}`;
}

/** A leg of the route: the stops it covers (numbered from 1) and its link. */
export interface Leg {
  from: number;
  to: number;
  mapsUrl: string;
}

/** The route cut into legs a maps link can take, in order. */
export function routeLegs(stops: readonly Address[]): Leg[] {
  const size = WAYPOINTS_PER_LINK + 1;
  const legs: Leg[] = [];
  for (let first = 0; first < stops.length; first += size) {
    const part = stops.slice(first, first + size);
    legs.push({ from: first + 1, to: first + part.length, mapsUrl: directionsUrl(part, stops[first - 1]) });
  }
  return legs;
}
