import { findHoles, type PixelImage, type SuggestedHole } from '@/domain/hole-finder';
import type { HoleFinderRequest } from './hole-finder.worker';

/**
 * The holes the finder suggests on a photo, worked out in a Web Worker so a large photo never holds
 * the page (a few hundred milliseconds on a phone); on the main thread where workers are missing.
 */
export function suggestHoles(image: PixelImage, holeDiameter: number): Promise<SuggestedHole[]> {
  if (typeof Worker === 'undefined') return Promise.resolve(findHoles(image, { holeDiameter }));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./hole-finder.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<SuggestedHole[]>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The hole finder failed'));
    };
    const request: HoleFinderRequest = { image, holeDiameter };
    worker.postMessage(request);
  });
}
