import type { PixelImage } from '@/domain/hole-finder';
import type { PhotoImage } from './photo-drawing';

/** The longest side a photo is worked on at: a phone's 4000 px photo is shrunk, a hole still 10 px or more. */
export const MAX_PHOTO_SIDE = 2000;

/**
 * A photo file read on this device (never uploaded): decoded, turned as its EXIF says, shrunk to
 * MAX_PHOTO_SIDE, and its pixels read for the hole finder. No URL is made for it, so the
 * Content-Security-Policy needs no blob: images.
 */
export async function readPhoto(file: Blob): Promise<{ photo: PhotoImage; pixels: PixelImage }> {
  const decoded = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const shrink = Math.min(1, MAX_PHOTO_SIDE / Math.max(decoded.width, decoded.height));
  const bitmap =
    shrink < 1
      ? await createImageBitmap(decoded, {
          resizeWidth: Math.round(decoded.width * shrink),
          resizeHeight: Math.round(decoded.height * shrink),
          resizeQuality: 'high',
        })
      : decoded;
  if (bitmap !== decoded) decoded.close();
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot read the photo');
  context.drawImage(bitmap, 0, 0);
  const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height);
  return { photo: { width: bitmap.width, height: bitmap.height, source: bitmap }, pixels };
}
