// A clean's own page in each of its states, as the server words them: the prerender draws them all
// to know which of the stylesheet's rules the page can use (only those go inline in its template:
// it runs no script, so nothing else could ever restyle it). Every part it can show is in one.
import type { VisitPageData } from '../src/common/visit-page.ts';

const base: VisitPageData = {
  language: 'en',
  action: '/booking/t/visits/v',
  date: 'Wednesday, November 25',
  address: '123 Peachtree St NE, 30309',
  photos: ['/photos/a.jpg'],
  rating: null,
  reviewUrl: null,
  replyBy: null,
  tip: { choices: [3, 5, 10], given: null },
  notice: null,
  back: { href: '/booking/t', to: 'booking' },
};

export const VISIT_STATES: VisitPageData[] = [
  base,
  { ...base, notice: 'rated', rating: { stars: 5, problems: [], words: '', quoteOk: false }, reviewUrl: 'https://example.com/review' },
  {
    ...base,
    notice: 'told',
    rating: { stars: 2, problems: ['missed-can'], words: 'The blue one', quoteOk: false },
    reviewUrl: 'https://example.com/review',
    replyBy: 'by Thursday, November 26',
    tip: { choices: [3, 5, 10], given: '$5' },
    back: { href: '/account', to: 'account' },
  },
];
