import { CircleAlert } from 'lucide-react';
import type { FormNotice, FormPage } from '../../common/form-post.ts';
import { formatPhone, telHref } from '../../common/phone.ts';
import { siteConfig } from '../../common/site-config.ts';
import { ContactForm } from '../sections/contact/contact-form.tsx';
import { PageCard } from './page-card.tsx';

const NOTICES: Record<FormNotice, { title: string; text: string }> = {
  invalid: {
    title: 'Please check your message',
    text: 'Some details need a fix before we can send it. Everything you typed is still here.',
  },
  failed: { title: 'Error', text: 'Failed to send message. Please try again.' },
  refused: { title: 'Please use our website', text: `This form can only be sent from ${siteConfig.siteUrl.replace(/^https?:\/\//, '')}.` },
};

/**
 * The server's answer to a contact form the browser sent by itself (no app): what went wrong,
 * and the form again, with what the visitor typed and a message under each field to fix.
 */
export function FormResult({ notice, values, messages }: FormPage) {
  const { title, text } = NOTICES[notice];
  return (
    <PageCard wide icon={<CircleAlert aria-hidden="true" className="size-10 text-red-700" />} title={title}>
      <p role="alert" className="mt-3 text-slate-700">
        {text} You can also call us at{' '}
        <a href={telHref(siteConfig.phone)} className="font-semibold text-brand-800 underline">
          {formatPhone(siteConfig.phone)}
        </a>
        .
      </p>
      <div className="mt-8">
        <ContactForm values={values} messages={messages} />
      </div>
      <p className="mt-8">
        <a href="/" className="font-semibold text-brand-800 underline">
          Back to {siteConfig.brandName}
        </a>
      </p>
    </PageCard>
  );
}
