import { CircleCheck } from 'lucide-react';
import { useCopy } from '../copy/page-copy.tsx';
import { ButtonLink } from '../components/ui/button.tsx';
import { PageCard } from './page-card.tsx';
import { useBusiness } from '../copy/page-business.tsx';

/** Where a contact form sent without the app lands, in the form's language: the same words as the app's toast. */
export function MessageSent() {
  const { form, formResult } = useCopy();
  const business = useBusiness();
  return (
    <PageCard icon={<CircleCheck aria-hidden="true" className="size-10 text-brand-600" />} title={form.sent.title} home={formResult.home}>
      <p className="mt-3 text-slate-600">{form.sent.description}</p>
      <ButtonLink href={formResult.home} className="mt-8">
        {formResult.back(business)}
      </ButtonLink>
    </PageCard>
  );
}
