// A photo from the crew's phone made fit to keep and to send: turned upright by its own
// orientation, no larger than 1600 px on its longer side, as a JPEG with no metadata at all (the
// phone's EXIF, its GPS position included, is dropped: sharp writes none unless asked).
import sharp from 'sharp';

export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
const LONGEST_SIDE = 1600;

export interface Photo {
  bytes: Buffer;
  width: number;
  height: number;
}

export class NotAnImage extends Error {}

export async function preparePhoto(input: Buffer): Promise<Photo> {
  try {
    const { data, info } = await sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch (error) {
    throw new NotAnImage(`not an image: ${(error as Error).message}`);
  }
}
