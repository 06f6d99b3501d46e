import { useState } from 'react';
import type { ShotPosition } from '@/domain/shots';
import { PhotoMarker } from './photo-marker';
import { PhotoPicker, type PickedPhoto } from './photo-picker';

/** The shot form's photo: a hole marked on a photo of the target gives the shot's x and y. */
export function PhotoPlacer({ onUse }: { onUse: (position: ShotPosition) => void }) {
  const [picked, setPicked] = useState<PickedPhoto | null>(null);
  return (
    <div className="space-y-3">
      <PhotoPicker onPhoto={setPicked} />
      {picked && <PhotoMarker key={picked.key} photo={picked.photo} pixels={picked.pixels} onUseHole={onUse} />}
    </div>
  );
}
