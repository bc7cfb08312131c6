import { useRef } from 'react';
import { siteConfig } from '../../../common/site-config.ts';
import { rasterImages } from '../../generated/images.ts';
import { ResponsivePicture } from '../../components/responsive-picture.tsx';
import { cn } from '../../lib/cn.ts';
import { HERO_SIZES } from './hero-sizes.ts';
import { useBackgroundRemoval } from './use-background-removal.ts';

const ALT = 'Two freshly cleaned trash cans with sparkles and soap bubbles';

/**
 * The hero illustration with its near-white background cleared: by the build, so it is painted
 * as it is and never changes; or, for an image that came uncleared, in the browser, falling back
 * to the original.
 */
export function HeroImage() {
  const imgRef = useRef<HTMLImageElement>(null);
  const { threshold, tolerance } = siteConfig.hero.backgroundRemoval;
  const removal = useBackgroundRemoval(imgRef, threshold, tolerance);
  const processed = removal.status === 'processed';
  const { width, height } = rasterImages.hero;
  return (
    <div className="relative" data-testid="hero-image" data-background={removal.status}>
      <ResponsivePicture
        ref={imgRef}
        name="hero"
        sizes={HERO_SIZES}
        alt={ALT}
        loading="eager"
        fetchPriority="high"
        aria-hidden={processed || undefined}
        className={cn('h-auto w-full rounded-3xl transition-opacity duration-500', processed && 'opacity-0')}
      />
      {processed ? <img src={removal.url} width={width} height={height} alt={ALT} className="absolute inset-0 h-auto w-full" /> : null}
    </div>
  );
}
