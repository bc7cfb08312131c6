import { Phone } from 'lucide-react';
import { siteConfig } from '../../../common/site-config.ts';
import { formatPhone, telHref } from '../../../common/phone.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { BrandMark } from './brand-mark.tsx';

const nav = [
  { href: '#pricing', label: 'Pricing' },
  { href: '#contact', label: 'Contact' },
];

export function SiteHeader() {
  const phone = formatPhone(siteConfig.phone);
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-900/5 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <a href="#top" className="flex items-center gap-2 rounded-lg font-extrabold tracking-tight text-brand-950">
          <BrandMark className="size-7 sm:size-8" />
          <span className="text-[0.95rem] whitespace-nowrap sm:text-lg">{siteConfig.brandName}</span>
        </a>
        <nav aria-label="Main" className="ml-auto flex items-center sm:ml-6 sm:gap-1">
          {nav.map((item) => (
            <ButtonLink key={item.href} href={item.href} variant="ghost" size="sm" className="px-2 sm:px-3">
              {item.label}
            </ButtonLink>
          ))}
        </nav>
        <p className="hidden text-xs text-slate-500 lg:ml-auto lg:block">
          Powered by <span className="font-semibold text-slate-700">{siteConfig.partner.name}</span>
        </p>
        <ButtonLink href={telHref(siteConfig.phone)} size="sm" aria-label={`Call ${phone}`} className="px-3 sm:ml-auto sm:px-4 lg:ml-0">
          <Phone aria-hidden="true" className="hidden size-4 min-[400px]:block" />
          Call<span className="hidden sm:inline"> {phone}</span>
        </ButtonLink>
      </div>
    </header>
  );
}
