// The booking page's script: one quick flow without page loads. Every screen is a plain form the
// server answers (the page works without this); with it, a form is sent over fetch and the
// server's next screen replaces the current one, the address follows (back and forward work),
// and focus goes to the new screen's heading, or to the list of what to fix so it is read out.
// Anything unexpected (no network, an answer that is not a screen) falls back to the plain form.
import { BOOK_FLOW_HEADER, type BookFlowAnswer } from '../../common/book-flow.ts';

const FLOW = 'book-flow';
const flow = () => document.getElementById(FLOW);

async function ask(url: string, init: RequestInit = {}): Promise<BookFlowAnswer> {
  const response = await fetch(url, {
    ...init,
    headers: { [BOOK_FLOW_HEADER]: '1', accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!/^application\/json/.test(response.headers.get('content-type') ?? '')) throw new Error(`not a screen: ${response.status}`);
  return (await response.json()) as BookFlowAnswer;
}

/** Shows the server's screen: the address and title follow it; focus goes where a person reads next. */
function show(answer: BookFlowAnswer, history: 'push' | 'none') {
  if ('redirect' in answer) return location.assign(answer.redirect);
  const root = flow();
  if (!root) return location.assign(answer.path);
  root.innerHTML = answer.html;
  document.title = answer.title;
  if (history === 'push' && answer.path !== location.pathname + location.search) window.history.pushState(null, '', answer.path);
  const target = root.querySelector<HTMLElement>('#book-errors') ?? root.querySelector<HTMLElement>('#book-step');
  target?.focus();
}

/** Busy while the server answers: the button says so to assistive tech and takes no second tap. */
function busy(form: HTMLFormElement, on: boolean) {
  form.setAttribute('aria-busy', String(on));
  for (const button of form.querySelectorAll('button')) button.disabled = on;
}

document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !flow()?.contains(form) || form.dataset.plain !== undefined) return;
  event.preventDefault();
  const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form, submitter)) if (typeof value === 'string') body.append(name, value);
  busy(form, true);
  ask(form.getAttribute('action') ?? location.href, { method: 'POST', body })
    .then((answer) => show(answer, 'push'))
    .catch(() => {
      // Sent the plain way instead: the server answers a page.
      busy(form, false);
      form.dataset.plain = '';
      form.requestSubmit(submitter);
    });
});

// One tap per choice: where a screen asks one thing (its form marked data-one-tap), a choice
// tapped or clicked sends the form. A choice made with the keyboard (arrows move through the
// options) waits for Continue, so moving through them never sends one by mistake.
let pointedAt = -Infinity;
addEventListener('pointerdown', () => (pointedAt = performance.now()), { capture: true, passive: true });
addEventListener('keydown', () => (pointedAt = -Infinity), { capture: true, passive: true });
document.addEventListener('click', (event) => {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || input.type !== 'radio' || performance.now() - pointedAt > 2_000) return;
  const form = input.form;
  if (form && form.dataset.oneTap !== undefined && flow()?.contains(form) && form.getAttribute('aria-busy') !== 'true')
    form.requestSubmit();
});

// A link to an earlier step (Change, Back) swaps the screen too.
document.addEventListener('click', (event) => {
  const link = (event.target as Element).closest?.('a[data-flow]');
  if (!(link instanceof HTMLAnchorElement) || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  ask(link.href)
    .then((answer) => show(answer, 'push'))
    .catch(() => location.assign(link.href));
});

addEventListener('popstate', () => {
  ask(location.href)
    .then((answer) => show(answer, 'none'))
    .catch(() => location.reload());
});

// The page takes its forms over from here: a mark for the benchmark, an attribute for the browser tests.
performance.mark('app-hydrated');
document.documentElement.dataset.hydrated = 'true';
