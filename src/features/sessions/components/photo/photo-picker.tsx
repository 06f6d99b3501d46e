import { useState, type ChangeEvent } from 'react';
import type { PixelImage } from '@/domain/hole-finder';
import type { PhotoImage } from './photo-drawing';
import { readPhoto } from './photo-file';

export type PickedPhoto = { file: Blob; photo: PhotoImage; pixels: PixelImage; key: number };

/** Reads a photo file on this device; the failure's sentence, or the photo. */
export async function openPhoto(file: Blob): Promise<PickedPhoto | string> {
  try {
    return { ...(await readPhoto(file)), file, key: Date.now() };
  } catch (failure) {
    console.error('Reading the photo failed', failure);
    return 'This file could not be read as a photo. Try a JPEG or PNG image.';
  }
}

/** Take a photo with the camera (a phone opens it at once) or choose an image file; read here, never uploaded. */
export function PhotoPicker({ onPhoto }: { onPhoto: (photo: PickedPhoto) => void }) {
  const [error, setError] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    const opened = await openPhoto(file);
    if (typeof opened === 'string') setError(opened);
    else onPhoto(opened);
  }

  return (
    <>
      <div className="flex flex-wrap gap-2">
        <label className="inline-flex min-h-11 cursor-pointer items-center rounded-md bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800 has-focus-visible:outline-2">
          Take a photo
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            onChange={(event) => void choose(event)}
          />
        </label>
        <label className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-stone-300 bg-white px-4 py-2 font-semibold hover:bg-stone-100 has-focus-visible:outline-2">
          Choose an image file
          <input type="file" accept="image/*" className="sr-only" onChange={(event) => void choose(event)} />
        </label>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </>
  );
}
