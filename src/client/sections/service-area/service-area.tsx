import { MapPin } from 'lucide-react';
import { Section } from '../../components/section.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { useCopy } from '../../copy/page-copy.tsx';
import { ZipCheck } from './zip-check.tsx';
import { useBusiness } from '../../copy/page-business.tsx';

export function ServiceArea() {
  const { area: words } = useCopy();
  const business = useBusiness();
  return (
    <Section id="service-area" labelledBy="area-title" tone="tint" innerClassName="grid gap-10 lg:grid-cols-2 lg:items-center">
      <div>
        <SectionHeading id="area-title" eyebrow={words.eyebrow} title={words.title(business)} />
        <ul className="mt-8 flex flex-wrap justify-center gap-2" aria-label={words.areas}>
          {business.areas.map((area) => (
            <li
              key={area}
              className="inline-flex items-center gap-1.5 rounded-full bg-white px-3.5 py-1.5 text-sm font-medium text-brand-900 ring-1 ring-brand-900/10"
            >
              <MapPin aria-hidden="true" className="size-3.5 text-brand-700" />
              {area}
            </li>
          ))}
        </ul>
      </div>
      <ZipCheck />
    </Section>
  );
}
