// The inbox's pages, by the name the address carries ('/owner#leads'), with their words and
// icons; which the crew's sign-in opens; which the phone's tab bar shows (at most five, More last).
import type { LucideIcon } from 'lucide-react';
import {
  BarChart3,
  Building2,
  CalendarDays,
  Contact,
  CreditCard,
  Ellipsis,
  Inbox,
  KeyRound,
  MessageSquare,
  PhoneCall,
  Send,
  Settings,
  Truck,
  Users,
} from 'lucide-react';
import type { Role } from '../../../common/owner-inbox.ts';

export const VIEWS = [
  ['home', 'Home', BarChart3],
  ['today', 'Today', Truck],
  ['messages', 'Messages', MessageSquare],
  ['bookings', 'Bookings', CalendarDays],
  ['customers', 'Customers', Contact],
  ['leads', 'Leads', Inbox],
  ['accounts', 'Accounts', Building2],
  ['payments', 'Payments', CreditCard],
  ['calls', 'Calls', PhoneCall],
  ['deliveries', 'Deliveries', Send],
  ['crew', 'Crew', Users],
  ['passkeys', 'Passkeys', KeyRound],
  ['settings', 'Settings', Settings],
  ['more', 'More', Ellipsis],
] as const satisfies readonly (readonly [string, string, LucideIcon])[];

export type View = (typeof VIEWS)[number][0];

/** The pages the crew's sign-in opens: the day at the curb, and their own passkeys. */
const CREW_VIEWS: readonly View[] = ['today', 'passkeys', 'more'];

/** The phone's tab bar: the pages of every day, then More for the rest. */
export const TABS: readonly View[] = ['today', 'messages', 'bookings', 'customers', 'more'];

/** The page a sign-in opens on. */
export const startView = (role: Role): View => (role === 'owner' ? 'home' : 'today');

export const viewsOf = (role: Role) => VIEWS.filter(([id]) => id !== 'more' && (role === 'owner' || CREW_VIEWS.includes(id)));

/** The page the address names ('/owner#leads', '/owner#messages/+1404…', '/owner#leads?way=form'). */
export const viewOfAddress = (): View | undefined =>
  VIEWS.find(([id]) => location.hash === `#${id}` || location.hash.startsWith(`#${id}/`) || location.hash.startsWith(`#${id}?`))?.[0];
