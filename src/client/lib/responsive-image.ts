/** One rendered image: its intrinsic size, AVIF and WebP `srcset`s and a JPEG fallback (written by `npm run images`). */
export interface ResponsiveImage {
  width: number;
  height: number;
  avif: string;
  webp: string;
  fallback: string;
}
