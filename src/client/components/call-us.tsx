import { formatPhone, telHref } from '../../common/phone.ts';
import { pageBusiness } from '../../common/page-business.ts';

/** 'Questions? Call or text (404) 555-0123': the business's number as a link, after the page's own words. */
export function CallUs({ words, className, end = '' }: { words: string; className: string; end?: string }) {
  return (
    <p className={className}>
      {words}{' '}
      <a href={telHref(pageBusiness().phone)} className="font-semibold text-brand-800 underline underline-offset-4">
        {formatPhone(pageBusiness().phone)}
      </a>
      {end}
    </p>
  );
}
