import { useCopy } from '../copy/page-copy.tsx';
import { ButtonLink } from '../components/ui/button.tsx';
import { PageCard } from './page-card.tsx';

/**
 * Any address the site does not have, in the language of the part of the site it was under: the
 * heading and line the product has always shown, then plainer words and the way home.
 */
export function NotFound() {
  const { notFound: words, formResult } = useCopy();
  return (
    <PageCard title={words.title} home={formResult.home}>
      <p className="mt-3 font-semibold text-slate-800">{words.router}</p>
      <p className="mt-2 text-slate-600">{words.text}</p>
      <ButtonLink href={formResult.home} className="mt-8">
        {words.back}
      </ButtonLink>
    </PageCard>
  );
}
