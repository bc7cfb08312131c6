import { Phone } from 'lucide-react';
import { Suspense } from 'react';
import { Callout } from '../../components/callout.tsx';
import { Section } from '../../components/section.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { useCopy } from '../../copy/page-copy.tsx';
import { onDemand } from '../../lib/on-demand.tsx';
import { WithoutVoice, WithVoice } from '../../voice/voice-doors.tsx';

// The form's code (react-hook-form + zod) loads when the section hydrates, as the visitor nears
// it (see app.tsx); until then the prerendered form is on screen.
const { Component: ContactForm } = onDemand(() => import('./contact-form.tsx').then((m) => m.ContactForm));

export function Contact() {
  const { contact: words } = useCopy();
  return (
    <Section id="contact" labelledBy="contact-title" tone="fade" narrow>
      <SectionHeading id="contact-title" eyebrow={words.eyebrow} title={words.title}>
        <WithVoice>{words.lead}</WithVoice>
        <WithoutVoice>{words.leadWithoutVoice}</WithoutVoice>
      </SectionHeading>
      <div className="mt-12 rounded-3xl bg-white p-6 shadow-xl shadow-brand-900/5 ring-1 ring-slate-200 sm:p-10">
        <h3 className="text-2xl font-bold text-brand-950">{words.formTitle}</h3>
        <p className="mt-1 text-slate-600">{words.formLead}</p>
        <div className="mt-8">
          <Suspense>
            <ContactForm />
          </Suspense>
        </div>
      </div>
      <Callout id="cta-title" icon={Phone} title={words.ctaTitle} layout="centered" className="mt-10">
        <p>
          <WithVoice>{words.cta}</WithVoice>
          <WithoutVoice>{words.ctaWithoutVoice}</WithoutVoice>
        </p>
      </Callout>
    </Section>
  );
}
