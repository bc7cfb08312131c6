import { Clock } from 'lucide-react';
import { Callout } from '../../components/callout.tsx';
import { Section } from '../../components/section.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { useCopy } from '../../copy/page-copy.tsx';
import { WithoutVoice, WithVoice } from '../../voice/voice-doors.tsx';

export function HowItWorks() {
  const { how: words } = useCopy();
  return (
    <Section id="how-it-works" labelledBy="how-title" tone="tint">
      <SectionHeading id="how-title" eyebrow={words.eyebrow} title={words.title} />
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {words.steps.map((step, index) => (
          <li key={step.title} className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-brand-900/5">
            <span aria-hidden="true" className="grid size-11 place-items-center rounded-2xl bg-brand-700 text-lg font-extrabold text-white">
              {index + 1}
            </span>
            <h3 className="mt-5 text-lg font-bold text-brand-950">{step.title}</h3>
            <p className="mt-2 text-slate-600">
              {step.textWithoutVoice ? (
                <>
                  <WithVoice>{step.text}</WithVoice>
                  <WithoutVoice>{step.textWithoutVoice}</WithoutVoice>
                </>
              ) : (
                step.text
              )}
            </p>
          </li>
        ))}
      </ol>
      <Callout id="window-title" icon={Clock} title={words.windowTitle} className="mt-8">
        <p>{words.window}</p>
      </Callout>
    </Section>
  );
}
