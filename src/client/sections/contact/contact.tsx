import { Phone } from 'lucide-react';
import { Suspense } from 'react';
import { siteConfig } from '../../../common/site-config.ts';
import { Callout } from '../../components/callout.tsx';
import { Section } from '../../components/section.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { onDemand } from '../../lib/on-demand.tsx';

// The form's code (react-hook-form + zod) loads when the section hydrates, as the visitor nears
// it (see app.tsx); until then the prerendered form is on screen.
const { Component: ContactForm } = onDemand(() => import('./contact-form.tsx').then((m) => m.ContactForm));

export function Contact() {
  const name = siteConfig.receptionistName;
  return (
    <Section id="contact" labelledBy="contact-title" tone="fade" narrow>
      <SectionHeading id="contact-title" eyebrow="Contact" title="Get In Touch">
        Ready to keep your trash cans fresh and clean? Send us a message below or talk to {name} for instant booking.
      </SectionHeading>
      <div className="mt-12 rounded-3xl bg-white p-6 shadow-xl shadow-brand-900/5 ring-1 ring-slate-200 sm:p-10">
        <h3 className="text-2xl font-bold text-brand-950">Send Us a Message</h3>
        <p className="mt-1 text-slate-600">Fill out the form below and we&apos;ll get back to you soon</p>
        <div className="mt-8">
          <Suspense>
            <ContactForm />
          </Suspense>
        </div>
      </div>
      <Callout id="cta-title" icon={Phone} title="Ready for Fresh, Clean Trash Cans?" layout="centered" className="mt-10">
        <p>Use the floating phone button to call {name} and book in minutes. Look for the green phone button in the top section.</p>
      </Callout>
    </Section>
  );
}
