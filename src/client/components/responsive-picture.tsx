import type { ComponentProps } from 'react';
import type { ImageName } from '../../common/generated/image-names.ts';
import { rasterImages } from '../generated/images.ts';

type Props = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height'> & {
  name: ImageName;
  sizes: string;
  alt: string;
};

/** AVIF, then WebP, then a JPEG fallback; intrinsic size always set so nothing shifts. */
export function ResponsivePicture({ name, sizes, alt, loading = 'lazy', ...img }: Props) {
  const image = rasterImages[name];
  return (
    <picture>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img src={image.fallback} width={image.width} height={image.height} alt={alt} loading={loading} decoding="async" {...img} />
    </picture>
  );
}
