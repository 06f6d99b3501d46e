import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ShotPosition } from '@/domain/shots';
import { useUnits } from '@/features/units/hooks';
import { db } from '@/lib/firebase';
import { forgetPhoto, keepPhoto, photoKept } from '@/lib/photo-store';
import type { ShootingSession } from '../../schema';
import { appendImportedShots, placeShots } from '../../shot-writes-api';
import { PhotoMarker } from './photo-marker';
import { openPhoto, PhotoPicker, type PickedPhoto } from './photo-picker';
import { describePlan, planPlacements, shotsFromGroups } from './shots-from-photo';

/**
 * A group measured from a photo of the target, taken with the camera or picked from the device's
 * files. The photo is read here and never leaves the device; the shooter may keep it with the
 * session on this device. On an active session the holes can be logged as shots (through the
 * journal, so offline too); on either, shots already logged without a place get the holes' places.
 */
export function PhotoShots({ session }: { session: ShootingSession }) {
  const units = useUnits();
  const headingId = useId();
  const [picked, setPicked] = useState<PickedPhoto | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The photo kept with this session on this device: unknown until asked, then the file or null. */
  const [kept, setKept] = useState<Blob | null | undefined>(undefined);
  const [keepNote, setKeepNote] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void photoKept(session.userId, session.id).then((file) => current && setKept(file));
    return () => {
      current = false;
    };
  }, [session.userId, session.id]);

  function show(photo: PickedPhoto) {
    setError(null);
    setKeepNote(null);
    setPicked(photo);
  }

  async function openKept(file: Blob) {
    const opened = await openPhoto(file);
    if (typeof opened === 'string') setError(opened);
    else show(opened);
  }

  async function keep(file: Blob) {
    const done = await keepPhoto(session.userId, session.id, file);
    if (done) setKept(file);
    setKeepNote(
      done
        ? 'The photo is kept on this device with this session (never uploaded; removed when you log out).'
        : 'This device would not keep the photo (its storage is full or private).',
    );
  }

  async function forget() {
    await forgetPhoto(session.userId, session.id);
    setKept(null);
    setKeepNote('The kept photo is removed from this device.');
  }

  async function addShots(groups: ShotPosition[][], firstTarget: number) {
    await appendImportedShots(db, session, shotsFromGroups(groups, firstTarget));
  }

  const active = session.status === 'active';
  const placeLogged = {
    describe: (groups: ShotPosition[][], firstTarget: number) =>
      describePlan(planPlacements(groups, firstTarget, session.shots), units.velocity, active),
    place: async (groups: ShotPosition[][], firstTarget: number) => {
      const { placements, newShots } = planPlacements(groups, firstTarget, session.shots);
      await placeShots(db, session, placements);
      if (active && newShots.length > 0) await appendImportedShots(db, session, newShots);
    },
  };
  const hasUnplaced = session.shots.some((shot) => shot.x === undefined || shot.y === undefined);

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        Group from a photo
      </h2>
      <p className="text-sm text-stone-700">
        The photo stays on this device: it is read here and never uploaded. Take it square to the target.
      </p>
      <PhotoPicker onPhoto={show} />
      <div className="flex flex-wrap gap-2">
        {kept && picked?.file !== kept && (
          <Button variant="secondary" onClick={() => void openKept(kept)}>
            Open the photo kept on this device
          </Button>
        )}
        {picked && picked.file !== kept && (
          <Button variant="secondary" onClick={() => void keep(picked.file)}>
            Keep this photo on this device
          </Button>
        )}
        {kept && (
          <Button variant="secondary" onClick={() => void forget()}>
            Remove the kept photo
          </Button>
        )}
      </div>
      {keepNote && <p className="text-sm text-stone-700">{keepNote}</p>}
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      {picked && (
        <PhotoMarker
          key={picked.key}
          photo={picked.photo}
          pixels={picked.pixels}
          onAddShots={active ? addShots : undefined}
          onPlaceLogged={hasUnplaced ? placeLogged : undefined}
        />
      )}
    </section>
  );
}
