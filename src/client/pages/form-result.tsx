import { CircleAlert } from 'lucide-react';
import type { FormNotice, FormPage } from '../../common/form-post.ts';
import { formatPhone, telHref } from '../../common/phone.ts';
import { useCopy } from '../copy/page-copy.tsx';
import { ContactForm } from '../sections/contact/contact-form.tsx';
import { PageCard } from './page-card.tsx';
import { useBusiness } from '../copy/page-business.tsx';

/**
 * The server's answer to a contact form the browser sent by itself (no app): what went wrong,
 * and the form again, with what the visitor typed and a message under each field to fix.
 */
export function FormResult({ notice, values, messages }: Omit<FormPage, 'language' | 'business'>) {
  const { formResult: words } = useCopy();
  const business = useBusiness();
  const { title, text } = words[notice satisfies FormNotice];
  return (
    <PageCard wide icon={<CircleAlert aria-hidden="true" className="size-10 text-red-700" />} title={title} home={words.home}>
      <p role="alert" className="mt-3 text-slate-700">
        {typeof text === 'function' ? text(business) : text} {words.call}{' '}
        <a href={telHref(business.phone)} className="font-semibold text-brand-800 underline">
          {formatPhone(business.phone)}
        </a>
        .
      </p>
      <div className="mt-8">
        <ContactForm values={values} messages={messages} />
      </div>
      <p className="mt-8">
        <a href={words.home} className="font-semibold text-brand-800 underline">
          {words.back(business)}
        </a>
      </p>
    </PageCard>
  );
}
