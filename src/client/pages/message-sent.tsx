import { CircleCheck } from 'lucide-react';
import { siteConfig } from '../../common/site-config.ts';
import { ButtonLink } from '../components/ui/button.tsx';
import { PageCard } from './page-card.tsx';

/** Where a contact form sent without the app lands: the same words as the app's toast. */
export function MessageSent() {
  return (
    <PageCard icon={<CircleCheck aria-hidden="true" className="size-10 text-brand-600" />} title="Message sent!">
      <p className="mt-3 text-slate-600">We&apos;ll get back to you as soon as possible.</p>
      <ButtonLink href="/" className="mt-8">
        Back to {siteConfig.brandName}
      </ButtonLink>
    </PageCard>
  );
}
