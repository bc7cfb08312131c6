// The public page while the business is not open yet: one card, no name, no booking.
import type { Language } from '../../common/languages.ts';
import { OPENING_SOON_COPY } from '../../common/copy/opening-soon-copy.ts';

export function OpeningSoon({ language }: { language: Language }) {
  const words = OPENING_SOON_COPY[language];
  return (
    <main className="min-h-screen bg-brand-50 px-4 py-10 sm:py-16">
      <div className="mx-auto mt-8 max-w-md rounded-3xl bg-white p-6 text-center shadow-xl ring-1 ring-slate-200 sm:p-10">
        <h1 className="text-3xl font-extrabold text-brand-950">{words.title}</h1>
        <p className="mt-3 text-lg text-slate-700">{words.text}</p>
      </div>
    </main>
  );
}
