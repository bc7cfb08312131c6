import { ButtonLink } from '../components/ui/button.tsx';
import { PageCard } from './page-card.tsx';

export function NotFound() {
  return (
    <PageCard title="404 Page Not Found">
      <p className="mt-3 text-slate-600">Did you forget to add the page to the router?</p>
      <ButtonLink href="/" className="mt-8">
        Back to the home page
      </ButtonLink>
    </PageCard>
  );
}
