import { formatPhone, telHref } from '../../common/phone.ts';
import { useBusiness } from '../copy/page-business.tsx';

/** 'Questions? Call or text (404) 555-0123': the business's number as a link, after the page's own words. */
export function CallUs({ words, className, end = '' }: { words: string; className: string; end?: string }) {
  const { phone } = useBusiness();
  return (
    <p className={className}>
      {words}{' '}
      <a href={telHref(phone)} className="font-semibold text-brand-800 underline underline-offset-4">
        {formatPhone(phone)}
      </a>
      {end}
    </p>
  );
}
