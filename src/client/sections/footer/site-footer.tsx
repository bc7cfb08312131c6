import { Mail, Phone } from 'lucide-react';
import { pageConfig } from '../../../common/page-config.ts';
import { formatPhone, telHref } from '../../../common/phone.ts';
import { vectorImages } from '../../generated/images.ts';
import { BrandMark } from '../header/brand-mark.tsx';
import { CurrentYear } from '../../components/current-year.tsx';
import { useCopy } from '../../copy/page-copy.tsx';
import { useBusiness } from '../../copy/page-business.tsx';

function InstagramIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className={className} aria-hidden="true">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
    </svg>
  );
}

export function SiteFooter() {
  const business = useBusiness();
  const { phone, email, social, brandName } = business;
  const { partner } = pageConfig;
  const { footer: words, site } = useCopy();
  const { longNote, tagline } = site;
  // py-1: each link is a 28 px target, not the 20 px of its line.
  const linkClass = 'inline-flex items-center gap-2 rounded-md py-1 text-brand-100 hover:text-white';
  return (
    <footer id="site-footer" className="bg-brand-950 pt-14 pb-10 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 md:grid-cols-3">
        <div>
          <p className="flex items-center gap-2 text-lg font-extrabold text-white">
            <BrandMark className="size-8" /> {brandName}
          </p>
          <p className="mt-3 font-semibold text-brand-200">{tagline}</p>
          <p className="mt-2 text-sm">{longNote(business)}</p>
        </div>
        <ul className="space-y-3 text-sm" aria-label={words.contactDetails}>
          <li>
            <a href={telHref(phone)} className={linkClass}>
              <Phone aria-hidden="true" className="size-4" /> {formatPhone(phone)}
            </a>
          </li>
          <li>
            <a href={`mailto:${email}`} className={linkClass}>
              <Mail aria-hidden="true" className="size-4" /> {email}
            </a>
          </li>
          {social.url ? (
            <li>
              <a href={social.url} className={linkClass} rel="noopener noreferrer" target="_blank">
                <InstagramIcon className="size-4" /> {social.network} {social.handle}
                <span className="sr-only">{words.newTab}</span>
              </a>
            </li>
          ) : null}
        </ul>
        <div className="md:justify-self-end">
          <p className="text-sm">{words.poweredBy}</p>
          <a href={partner.url} rel="noopener noreferrer" target="_blank" className="mt-2 inline-block rounded-xl bg-white px-4 py-3">
            <img src={vectorImages.partnerLogo} width={180} height={48} alt={partner.name} loading="lazy" />
          </a>
        </div>
      </div>
      <p className="mx-auto mt-12 max-w-6xl border-t border-white/10 px-4 pt-6 text-sm text-brand-200 sm:px-6">
        © <CurrentYear /> {brandName}. {words.rights}
      </p>
    </footer>
  );
}
