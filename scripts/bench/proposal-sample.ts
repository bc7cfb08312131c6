// The bench's commercial proposal: two addresses of an HOA, as the owner would write it, and the
// page its customer reads as the server words it (the client-rendered twin draws the same).
import type { ProposalInput } from '../../src/common/proposals.ts';
import type { ProposalPageData } from '../../src/common/proposal-page.ts';

export const SAMPLE_PROPOSAL: ProposalInput = {
  business: 'Peachtree Commons HOA',
  contactName: 'Dana Wells',
  email: 'dana@peachtreecommons.org',
  mobile: '(404) 555-0142',
  language: 'en',
  sites: [
    { street: '100 Commons Way', zip: '30309', carts: 24, pickupDay: 'Monday', frequency: 'weekly', centsPerCart: 600 },
    { street: '250 Clubhouse Drive', zip: '30305', carts: 6, pickupDay: 'Thursday', frequency: 'biweekly', centsPerCart: 600 },
  ],
  startDate: '2027-01-04',
  note: 'Carts behind the gate; code 4321.',
};

const site = (street: string, zip: string, carts: string, schedule: string, perVisit: string, perMonth: string) => ({
  street,
  zip,
  carts,
  schedule,
  perCart: '$6',
  perVisit,
  perMonth,
  onAccount: false,
});

export const SAMPLE_PAGE: ProposalPageData = {
  language: 'en',
  action: '/proposal/sample',
  state: 'open',
  business: SAMPLE_PROPOSAL.business,
  contactName: SAMPLE_PROPOSAL.contactName,
  email: SAMPLE_PROPOSAL.email,
  version: 1,
  sites: [
    site('100 Commons Way', '30309', '24 carts', 'Tuesdays, every week (the day after Monday pickup)', '$144', '$624'),
    site('250 Clubhouse Drive', '30305', '6 carts', 'Fridays, every 2 weeks (the day after Thursday pickup)', '$36', '$78'),
  ],
  totals: { carts: '30 carts', perVisit: '$180', perMonth: '$702' },
  startsOn: 'January 4, 2027',
  note: SAMPLE_PROPOSAL.note,
  terms:
    'We bill once a month for the visits given. Payment is due 30 days after each invoice, by card or bank transfer. Either side may end the service with 30 days’ notice.',
  sentOn: 'November 27, 2026',
  fingerprint: '0'.repeat(64),
  acceptance: null,
  notice: null,
  typedName: '',
};
