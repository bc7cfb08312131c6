// One screen of the booking page as the server hands it, the frame round the screen's own form:
// where the visitor is (step n of m), the other language, what they answered so far, the screen's
// heading (the page's script moves focus to it), what happened, and the form. The same HTML with
// or without the script.
import { BOOK_STEPS, type BookStep, type BookView } from '../../common/book-flow.ts';
import { BOOK_COPY } from '../../common/copy/book-copy.ts';
import { LANGUAGES } from '../../common/languages.ts';
import { Answered, HEADING_ID } from './book-parts.tsx';
import { SCREENS } from './book-screens.tsx';
import { cn } from '../lib/cn.ts';

const stepNumber = (view: BookView) => BOOK_STEPS.indexOf(view.screen as BookStep) + 1;

function Progress({ view }: { view: BookView }) {
  const step = stepNumber(view);
  const words = BOOK_COPY[view.language];
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
      {step > 0 ? <p className="font-semibold text-brand-800">{words.stepOf(step, BOOK_STEPS.length)}</p> : <span />}
      <p className="flex gap-4">
        {LANGUAGES.filter((language) => language !== view.language).map((language) => (
          <a
            key={language}
            href={view.paths[language]}
            hrefLang={language}
            lang={language}
            className="inline-block py-0.5 font-semibold text-brand-800 underline underline-offset-4"
          >
            {BOOK_COPY[language].languageName}
          </a>
        ))}
      </p>
      {step > 0 ? (
        <ol aria-hidden="true" className="grid w-full auto-cols-fr grid-flow-col gap-1">
          {BOOK_STEPS.map((_, i) => (
            <li key={i} className={cn('h-1.5 rounded-full', i < step ? 'bg-brand-600' : 'bg-brand-100')} />
          ))}
        </ol>
      ) : null}
    </div>
  );
}

export function ScreenFrame({ view }: { view: BookView }) {
  const words = BOOK_COPY[view.language];
  const screen = words.screens[view.screen];
  const Screen = SCREENS[view.screen];
  return (
    <>
      <Progress view={view} />
      <Answered view={view} />
      <h2 id={HEADING_ID} tabIndex={-1} className="mt-6 text-2xl font-bold text-brand-950 focus:outline-none">
        {screen.title}
      </h2>
      {screen.text ? (
        <p className="mt-2 text-slate-600">{typeof screen.text === 'function' ? screen.text(view.business) : screen.text}</p>
      ) : null}
      {view.notice ? (
        <p role="status" className="mt-4 rounded-2xl bg-brand-50 p-4 font-semibold text-brand-900 ring-1 ring-brand-200">
          {words.notices[view.notice]}
        </p>
      ) : null}
      <Screen view={view} />
    </>
  );
}
