import { CalendarCheck, Sparkles, Droplets } from 'lucide-react';
import { siteConfig } from '../../../common/site-config.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { TalkButton, TalkButtonDock } from '../../voice/talk-button.tsx';
import { HeroImage } from './hero-image.tsx';

export const heroAnchor = `talk-to-${siteConfig.receptionistName.toLowerCase().replace(/\s+/g, '-')}`;

const badges = [
  { icon: CalendarCheck, text: 'Day after pickup' },
  { icon: Droplets, text: 'Hot-water sanitize' },
  { icon: Sparkles, text: 'Deodorized fresh' },
];

export function Hero() {
  return (
    <section
      id={heroAnchor}
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-24 pb-16 sm:pt-28 lg:pb-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-12">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            <Sparkles aria-hidden="true" className="size-4" /> {siteConfig.tagline}
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl leading-[1.08] font-extrabold tracking-tight text-brand-950 sm:text-5xl lg:text-6xl">
            Fresh, sanitized trash cans. <span className="text-brand-700">Right after pickup.</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-600">{siteConfig.hero.description}</p>
          <p className="mt-3 font-semibold text-slate-800">Serving both residential and commercial customers.</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href="#pricing" size="lg">
              See Pricing
            </ButtonLink>
            <ButtonLink href="#contact" size="lg" variant="secondary">
              Contact Us
            </ButtonLink>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-600">
            {badges.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon aria-hidden="true" className="size-4 text-brand-700" /> {text}
              </li>
            ))}
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
