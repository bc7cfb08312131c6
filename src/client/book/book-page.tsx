// The booking page's document body: the brand, the card with the page's heading, and the screen
// (inside #book-flow, which the page's script replaces with each next screen).
import type { BookView } from '../../common/book-flow.ts';
import { BOOK_COPY } from '../../common/copy/book-copy.ts';
import { PageCard } from '../pages/page-card.tsx';
import { ScreenFrame } from './screen-frame.tsx';
import { CallUs } from '../components/call-us.tsx';

/** Where the page's script puts each next screen. */
export const FLOW_ID = 'book-flow';

export function BookPage({ view }: { view: BookView }) {
  const words = BOOK_COPY[view.language];
  return (
    <PageCard wide compact title={words.heading} home={words.home}>
      {/* On a phone the question comes first: the lead is for the wider screens. */}
      <p className="mt-2 hidden text-slate-600 sm:block">{words.lead}</p>
      <div id={FLOW_ID} className="mt-4 sm:mt-6">
        <ScreenFrame view={view} />
      </div>
      <CallUs words={words.questions} className="mt-10 border-t border-slate-200 pt-5 text-sm text-slate-600" />
    </PageCard>
  );
}
