import { Clock } from 'lucide-react';
import { siteConfig } from '../../../common/site-config';
import { SectionHeading } from '../../components/section-heading';

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="bg-brand-50 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="how-title" eyebrow="How It Works" title="Clean cans in three easy steps" />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {siteConfig.steps.map((step, index) => (
            <li key={step.title} className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-brand-900/5">
              <span aria-hidden="true" className="grid size-11 place-items-center rounded-2xl bg-brand-700 text-lg font-extrabold text-white">
                {index + 1}
              </span>
              <h3 className="mt-5 text-lg font-bold text-brand-950">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
        <aside aria-labelledby="window-title" className="mt-8 flex flex-col gap-4 rounded-3xl bg-brand-950 p-7 text-white sm:flex-row sm:items-center">
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-800">
            <Clock aria-hidden="true" className="size-6 text-brand-200" />
          </span>
          <div>
            <h3 id="window-title" className="font-bold">
              Service Window
            </h3>
            <p className="mt-1 text-brand-100">{siteConfig.serviceWindow}</p>
          </div>
        </aside>
      </div>
    </section>
  );
}
