import { Suspense, useState, type FormEvent } from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import { pageConfig } from '../../../common/page-config.ts';
import { checkZip, type ZipCheck as ZipResult } from '../../../common/service-area.ts';
import { Button } from '../../components/ui/button.tsx';
import { useCopy } from '../../copy/page-copy.tsx';
import { heldInput } from '../../lib/held-input.ts';
import { useBusiness } from '../../copy/page-business.tsx';
import { onDemand } from '../../lib/on-demand.tsx';

// The waiting list's form: its code only once a zip the business does not serve was checked.
const { Component: WaitlistForm } = onDemand(() => import('../later-parts.ts').then((m) => m.WaitlistForm));

function Message({ result }: { result: ZipResult | null }) {
  const { area: words, pricing } = useCopy();
  const business = useBusiness();
  if (!result) return null;
  if (result.kind === 'invalid') return <p className="font-semibold text-red-700">{words.invalid}</p>;
  if (result.kind === 'served')
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 font-semibold text-brand-800">
          <CircleCheck aria-hidden="true" className="size-5" /> {words.served(result.zip)}
        </p>
        {pageConfig.onlineBooking.on ? (
          // Submits the checked zip to the booking page, which opens at the question after it.
          <Button type="submit" name="screen" value="zip" formAction={pricing.bookPath} formMethod="post">
            {pricing.bookOnline}
          </Button>
        ) : null}
      </div>
    );
  return (
    <p className="flex items-start gap-2 text-slate-700">
      <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
      <span>{words.notServed(result.zip, business)}</span>
    </p>
  );
}

export function ZipCheck() {
  const { area: words, lang } = useCopy();
  const business = useBusiness();
  const [result, setResult] = useState<ZipResult | null>(null);
  const check = (form: HTMLFormElement) => setResult(checkZip(String(new FormData(form).get('zip') ?? ''), business.zips));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The way on to the booking page is a plain post of the zip there (the page's loader lets it go).
    if ((event.nativeEvent as SubmitEvent).submitter?.hasAttribute('formaction')) return;
    event.preventDefault();
    check(event.currentTarget);
  };
  return (
    <>
      <form
        ref={heldInput(check)}
        onSubmit={onSubmit}
        noValidate
        className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-brand-900/5 sm:p-8"
        aria-labelledby="zip-check-title"
      >
        <h3 id="zip-check-title" className="text-xl font-bold text-brand-950">
          {words.checkTitle}
        </h3>
        <label htmlFor="zip-check" className="mt-4 block text-sm font-semibold text-slate-700">
          {words.zipLabel}
        </label>
        <div className="mt-2 flex gap-3">
          <input
            id="zip-check"
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            placeholder={business.defaultZip}
            className="h-12 w-full min-w-0 rounded-xl border border-slate-300 px-4 text-base"
          />
          <Button type="submit" size="lg" className="h-12">
            {words.check}
          </Button>
        </div>
        <div role="status" className="mt-4 min-h-12">
          <Message result={result} />
        </div>
      </form>
      {result?.kind === 'not-served' ? (
        <Suspense fallback={null}>
          <WaitlistForm key={result.zip} zip={result.zip} language={lang} brand={business.brandName} />
        </Suspense>
      ) : null}
    </>
  );
}
