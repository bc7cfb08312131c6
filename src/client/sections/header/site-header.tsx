import { Phone } from 'lucide-react';
import { pageConfig } from '../../../common/page-config.ts';
import { formatPhone, telHref } from '../../../common/phone.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useCopy } from '../../copy/page-copy.tsx';
import { cn } from '../../lib/cn.ts';
import { BrandMark } from './brand-mark.tsx';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../common/languages.ts';
import { HOME_PATHS } from '../../../common/pages.ts';
import { useBusiness } from '../../copy/page-business.tsx';

export function SiteHeader() {
  const { header: words, lang } = useCopy();
  const business = useBusiness();
  const phone = formatPhone(business.phone);
  // On a phone the header keeps one section link: the hero's own buttons lead to the contact form.
  const nav = [
    { href: '#pricing', label: words.pricing, className: '' },
    { href: '#contact', label: words.contact, className: 'max-[439px]:hidden' },
  ];
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-900/5 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-6">
        {/* The brand gives way first where a language's longer words need the room. */}
        <a href="#top" className="flex min-w-0 items-center gap-2 rounded-lg font-extrabold tracking-tight text-brand-950">
          <BrandMark className="size-7 shrink-0 sm:size-8" />
          <span className="truncate text-[0.95rem] sm:text-lg">{business.brandName}</span>
        </a>
        <nav aria-label={words.nav} className="ml-auto flex items-center sm:ml-6 sm:gap-1">
          {nav.map((item) => (
            <ButtonLink key={item.href} href={item.href} variant="ghost" size="sm" className={cn('px-2 sm:px-3', item.className)}>
              {item.label}
            </ButtonLink>
          ))}
          {/* Each other language's page, named in its own language; a phone shows its short form. */}
          {LANGUAGES.filter((other) => other !== lang).map((other) => (
            <ButtonLink
              key={other}
              href={HOME_PATHS[other]}
              hrefLang={other}
              lang={other}
              variant="ghost"
              size="sm"
              className="px-2 sm:px-3"
            >
              <span aria-hidden="true" className="sm:hidden">
                {LANGUAGE_NAMES[other].short}
              </span>
              <span className="sr-only sm:not-sr-only">{LANGUAGE_NAMES[other].own}</span>
            </ButtonLink>
          ))}
        </nav>
        <p className="hidden text-xs text-slate-500 lg:ml-auto lg:block">
          {words.poweredBy} <span className="font-semibold text-slate-700">{pageConfig.partner.name}</span>
        </p>
        <ButtonLink
          href={telHref(business.phone)}
          size="sm"
          aria-label={words.callNumber(phone)}
          className="px-3 sm:ml-auto sm:px-4 lg:ml-0"
        >
          <Phone aria-hidden="true" className="hidden size-4 min-[400px]:block" />
          {words.call}
          <span className="hidden sm:inline"> {phone}</span>
        </ButtonLink>
      </div>
    </header>
  );
}
