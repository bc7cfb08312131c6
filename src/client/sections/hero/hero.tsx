import { CalendarCheck, Sparkles, Droplets } from 'lucide-react';
import { pageConfig } from '../../../common/page-config.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useCopy } from '../../copy/page-copy.tsx';
import { TalkButton, TalkButtonDock } from '../../voice/talk-button.tsx';
import { HeroImage } from './hero-image.tsx';

export const heroAnchor = `talk-to-${pageConfig.receptionistName.toLowerCase().replace(/\s+/g, '-')}`;

const badgeIcons = [CalendarCheck, Droplets, Sparkles];

export function Hero() {
  const { hero: words, site, pricing } = useCopy();
  return (
    <section
      id={heroAnchor}
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-24 pb-16 sm:pt-28 lg:pb-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-12">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            <Sparkles aria-hidden="true" className="size-4" /> {site.tagline}
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl leading-[1.08] font-extrabold tracking-tight text-brand-950 sm:text-5xl lg:text-6xl">
            {words.title} <span className="text-brand-700">{words.titleAccent}</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-600">{words.description}</p>
          <p className="mt-3 font-semibold text-slate-800">{words.audience}</p>
          {/* Booking online, where it is on, is the first door: on a phone it leads the row, never wrapped under the others. */}
          <div className="mt-8 flex flex-wrap gap-3">
            {pageConfig.onlineBooking.on ? (
              <ButtonLink href={pricing.bookPath} size="lg">
                {words.bookOnline}
              </ButtonLink>
            ) : null}
            <ButtonLink href="#pricing" size="lg" variant={pageConfig.onlineBooking.on ? 'secondary' : 'primary'}>
              {words.seePricing}
            </ButtonLink>
            <ButtonLink href="#contact" size="lg" variant="secondary">
              {words.contactUs}
            </ButtonLink>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-600">
            {words.badges.map((text, i) => {
              const Icon = badgeIcons[i] ?? Sparkles;
              return (
                <li key={text} className="flex items-center gap-2">
                  <Icon aria-hidden="true" className="size-4 text-brand-700" /> {text}
                </li>
              );
            })}
          </ul>
        </div>
        <div className="relative mx-auto w-full max-w-[540px]">
          <HeroImage />
          <TalkButtonDock>
            <TalkButton />
          </TalkButtonDock>
        </div>
      </div>
    </section>
  );
}
