import { useRef } from 'react';
import { pageConfig } from '../../../common/page-config.ts';
import { rasterImages } from '../../generated/images.ts';
import { ResponsivePicture } from '../../components/responsive-picture.tsx';
import { useCopy } from '../../copy/page-copy.tsx';
import { cn } from '../../lib/cn.ts';
import { HERO_SIZES } from './hero-sizes.ts';
import { useBackgroundRemoval } from './use-background-removal.ts';

// The browser's element timing reports when this image is painted: the page's loader starts the
// app on that entry. React passes the attribute through; its types do not list it yet.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged interface repeats React's own type parameter
  interface ImgHTMLAttributes<T> {
    elementtiming?: string;
  }
}

/**
 * The hero illustration with its near-white background cleared: by the build, so it is painted
 * as it is and never changes; or, for an image that came uncleared, in the browser, falling back
 * to the original.
 */
export function HeroImage() {
  const imgRef = useRef<HTMLImageElement>(null);
  const alt = useCopy().hero.imageAlt;
  const { threshold, tolerance } = pageConfig.hero.backgroundRemoval;
  const removal = useBackgroundRemoval(imgRef, threshold, tolerance);
  const processed = removal.status === 'processed';
  const { width, height } = rasterImages.hero;
  return (
    <div className="relative" data-testid="hero-image" data-background={removal.status}>
      <ResponsivePicture
        ref={imgRef}
        name="hero"
        sizes={HERO_SIZES}
        alt={alt}
        loading="eager"
        fetchPriority="high"
        elementtiming="hero"
        aria-hidden={processed || undefined}
        className={cn('h-auto w-full rounded-3xl transition-opacity duration-500', processed && 'opacity-0')}
      />
      {processed ? <img src={removal.url} width={width} height={height} alt={alt} className="absolute inset-0 h-auto w-full" /> : null}
    </div>
  );
}
