import { Suspense, useRef, useState } from 'react';
import { pageConfig } from '../../../common/page-config.ts';
import { ResponsivePicture } from '../../components/responsive-picture.tsx';
import { replayHeldClick } from '../../lib/held-input.ts';
import { onDemand } from '../../lib/on-demand.tsx';
import { Section } from '../../components/section.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { useCopy } from '../../copy/page-copy.tsx';
import { useBusiness } from '../../copy/page-business.tsx';

// The dialog code loads on the first sign of interest (pointer or focus on a photo), never with the page.
const { Component: Lightbox, load: loadLightbox } = onDemand(() => import('./lightbox.tsx').then((m) => m.Lightbox));
// The customers' words: their code only where the business has ratings to show.
const { Component: CustomerWords } = onDemand(() => import('../later-parts.ts').then((m) => m.CustomerWords));

export function Gallery() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const { gallery: words, lang } = useCopy();
  const { ratings } = useBusiness();
  const images = pageConfig.gallery.map((image, i) => ({ ...image, ...words.images[i] }));

  return (
    <Section id="gallery" labelledBy="gallery-title">
      <SectionHeading id="gallery-title" eyebrow={words.eyebrow} title={words.title}>
        {words.lead}
      </SectionHeading>
      <ul className="mt-12 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3" onPointerEnter={loadLightbox} onFocus={loadLightbox}>
        {images.map((image, index) => (
          <li key={image.id}>
            <button
              ref={(el) => {
                thumbs.current[index] = el;
                replayHeldClick(el);
              }}
              type="button"
              aria-haspopup="dialog"
              onClick={() => setOpenIndex(index)}
              className="group block w-full cursor-zoom-in overflow-hidden rounded-2xl bg-slate-100 text-left ring-1 ring-slate-200"
            >
              <ResponsivePicture
                name={image.src}
                sizes="(min-width: 1024px) 370px, (min-width: 640px) 45vw, 46vw"
                alt={image.alt}
                className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
              <span className="block px-3 py-2.5 text-sm font-semibold text-brand-950 sm:px-4">{image.title}</span>
            </button>
          </li>
        ))}
      </ul>
      {ratings ? (
        <Suspense fallback={null}>
          <CustomerWords ratings={ratings} language={lang} />
        </Suspense>
      ) : null}
      {openIndex !== null ? (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            index={openIndex}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
            returnFocusTo={(index) => thumbs.current[index]}
          />
        </Suspense>
      ) : null}
    </Section>
  );
}
