/* The hole finder off the main thread: a photo's pixels in, the suggested holes out. */
import { findHoles, type PixelImage } from '@/domain/hole-finder';

export type HoleFinderRequest = { image: PixelImage; holeDiameter: number };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<HoleFinderRequest>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = (event) => {
  scope.postMessage(findHoles(event.data.image, { holeDiameter: event.data.holeDiameter }));
};
