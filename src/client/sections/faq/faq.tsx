import { Plus } from 'lucide-react';
import { Section } from '../../components/section.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { useCopy } from '../../copy/page-copy.tsx';

// Native <details name> is an exclusive accordion that works before (and without) JavaScript,
// and costs no bytes; a JS accordion would add ~8 KB to the first load for the same behaviour.
export function Faq() {
  const { faq: words } = useCopy();
  return (
    <Section id="faq" labelledBy="faq-title" narrow>
      <SectionHeading id="faq-title" eyebrow={words.eyebrow} title={words.title} />
      <div className="mt-10 divide-y divide-slate-200 rounded-3xl ring-1 ring-slate-200">
        {words.items.map((item) => (
          <details key={item.question} name="faq" className="group px-6 py-1">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-brand-950 [&::-webkit-details-marker]:hidden">
              {item.question}
              <Plus aria-hidden="true" className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-45" />
            </summary>
            <p className="pb-5 text-slate-600">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
