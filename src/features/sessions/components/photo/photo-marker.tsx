import { useEffect, useReducer, useState } from 'react';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { groupFigures } from '@/domain/groups';
import type { PixelImage } from '@/domain/hole-finder';
import {
  groupsFromMarks,
  inchesToPixels,
  nearestIndex,
  photoScale,
  toInches,
  type Pixel,
} from '@/domain/photo-geometry';
import type { ShotPosition } from '@/domain/shots';
import { toCanonical } from '@/domain/units';
import { useUnits } from '@/features/units/hooks';
import { parseDecimal } from '@/lib/numbers';
import { fieldUnit, formText } from '@/lib/unit-form';
import { SHOT_UNIT_FIELDS } from '../../shot-form-schema';
import { PhotoCanvas } from './photo-canvas';
import type { PhotoImage } from './photo-drawing';
import { emptyMarks, marksOf, marksReducer, markNear, type Mark, type MarkKind } from './photo-marks';
import { firstTargetMessage, readFirstTarget } from './shots-from-photo';
import { suggestHoles } from './suggest-holes';

/** A .308 bullet: the holes' size until the shooter gives theirs. */
const DEFAULT_BULLET_INCHES = 0.308;

const STEPS: { kind: MarkKind; label: string; help: string }[] = [
  {
    kind: 'scale',
    label: 'Scale',
    help: 'Tap two points a known distance apart on a level or upright line (two grid lines, the printed width), then type the distance.',
  },
  { kind: 'aim', label: 'Point of aim', help: 'Tap the point of aim; on a ladder target, each aim is a group.' },
  { kind: 'hole', label: 'Holes', help: 'Tap each hole’s centre; tap a suggested hole (dashed) to confirm it.' },
];

const NAMES: Record<MarkKind, string> = { scale: 'Scale point', aim: 'Aim', hole: 'Hole' };

/** "Hole 3": a mark's kind and its place among the marks of its kind. */
function markName(marks: readonly Mark[], mark: Mark): string {
  return `${NAMES[mark.kind]} ${marksOf(marks, mark.kind).findIndex((item) => item.id === mark.id) + 1}`;
}

/**
 * The steps from a photo to groups: the scale from two points and their distance, the aims, the
 * holes (suggested by the hole finder, confirmed, moved or removed), undo, and each group's figures
 * in the account's units. Every mark made, moved or removed is announced. `onAddShots`, on an
 * active session, logs each group's holes as shots; `onUseHole` (the shot form) takes one hole's place.
 */
export function PhotoMarker({
  photo,
  pixels,
  onAddShots,
  onPlaceLogged,
  onUseHole,
}: {
  photo: PhotoImage;
  /** The photo's pixels for the hole finder; null: nothing is suggested. */
  pixels: PixelImage | null;
  /** Logs the groups' holes as shots, the first aim's on `firstTarget` and each next aim's on the next target. */
  onAddShots?: (groups: ShotPosition[][], firstTarget: number) => Promise<void>;
  /** Gives the holes to the logged shots without a place (the rest as new shots), and says so before. */
  onPlaceLogged?: {
    place: (groups: ShotPosition[][], firstTarget: number) => Promise<void>;
    describe: (groups: ShotPosition[][], firstTarget: number) => string;
  };
  onUseHole?: (position: ShotPosition) => void;
}) {
  const units = useUnits();
  const { settings } = units;
  const lengthUnit = fieldUnit(SHOT_UNIT_FIELDS.impact, settings);
  const [{ marks }, dispatch] = useReducer(marksReducer, emptyMarks);
  const [step, setStep] = useState<MarkKind>('scale');
  const [distanceText, setDistanceText] = useState('');
  const [bulletText, setBulletText] = useState(() =>
    formText(SHOT_UNIT_FIELDS.impact, DEFAULT_BULLET_INCHES, settings),
  );
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [suggested, setSuggested] = useState<readonly Pixel[] | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [added, setAdded] = useState<readonly Mark[] | null>(null);
  const [addFailed, setAddFailed] = useState(false);
  const [firstTargetText, setFirstTargetText] = useState('1');

  const inches = (text: string) => {
    const read = parseDecimal(text, settings.locale);
    return read.ok && read.value > 0 ? toCanonical('length', read.value, settings.preferences.length) : null;
  };
  const distance = inches(distanceText);
  const bullet = inches(bulletText) ?? DEFAULT_BULLET_INCHES;
  const [a, b] = marksOf(marks, 'scale');
  const scale = a && b && distance !== null ? photoScale({ a: a.point, b: b.point, inches: distance }) : null;
  const aims = marksOf(marks, 'aim');
  const holes = marksOf(marks, 'hole');
  const holeDiameter = scale ? inchesToPixels(bullet, scale) : 0;
  const groups = scale
    ? groupsFromMarks(
        holes.map((hole) => hole.point),
        aims.map((aim) => aim.point),
        scale,
      )
    : [];

  // The hole finder runs once the scale is known and the holes are being marked, off the main thread.
  useEffect(() => {
    if (!pixels || step !== 'hole' || !(holeDiameter >= 4)) return;
    let current = true;
    suggestHoles(pixels, holeDiameter).then(
      (found) => current && setSuggested(found.map(({ x, y }) => ({ x, y }))),
      (error: unknown) => console.error('The hole finder failed', error),
    );
    return () => {
      current = false;
    };
  }, [pixels, step, holeDiameter]);
  const radius = holeDiameter > 0 ? holeDiameter / 2 : 6;
  // A suggestion already confirmed (a hole marked on it) is no longer shown.
  const suggestions =
    dismissed || step !== 'hole' ? [] : (suggested ?? []).filter((point) => !markNear(holes, point, radius));

  /** Where a point lies from its nearest aim, in inches, and that aim; null before the scale and an aim. */
  function placeOf(point: Pixel): { position: ShotPosition; aim: Mark } | null {
    const aim =
      aims[
        nearestIndex(
          point,
          aims.map((item) => item.point),
        )
      ];
    return scale && aim ? { position: toInches(point, aim.point, scale), aim } : null;
  }

  /** "0.52" right, 1.03" up of aim 1", once the scale and an aim are known. */
  function placeText(point: Pixel): string {
    const place = placeOf(point);
    if (!place) return '';
    const { x, y } = place.position;
    const nearest = place.aim;
    const side = `${units.length(Math.abs(x))} ${x >= 0 ? 'right' : 'left'}, ${units.length(Math.abs(y))} ${y >= 0 ? 'up' : 'down'}`;
    return `, ${side} of ${markName(marks, nearest).toLowerCase()}`;
  }

  function place(kind: MarkKind, point: Pixel) {
    const count = marksOf(marks, kind).length;
    dispatch({ type: 'place', kind, point });
    setSelectedId(null);
    const number = kind === 'scale' ? Math.min(count + 1, 2) : count + 1;
    setAnnouncement(`${NAMES[kind]} ${number} placed${kind === 'hole' ? placeText(point) : ''}.`);
    // The next step follows on its own: the second scale point asks for the aim, the first aim for the holes.
    if (kind === 'scale' && count === 1) setStep('aim');
    if (kind === 'aim' && count === 0) setStep('hole');
  }

  function tap(point: Pixel, reach: number) {
    const near = markNear(marks, point, reach);
    if (near) {
      setSelectedId(near.id);
      setAnnouncement(
        `${markName(marks, near)} selected: drag it or use the arrow keys to move it, Enter to drop it, Delete to remove it.`,
      );
      return;
    }
    const suggestion =
      step === 'hole' ? suggestions.find((item) => Math.hypot(item.x - point.x, item.y - point.y) <= reach) : undefined;
    place(step, suggestion ?? point);
  }

  function moved(id: number) {
    const mark = marks.find((item) => item.id === id);
    if (mark) setAnnouncement(`${markName(marks, mark)} moved${mark.kind === 'hole' ? placeText(mark.point) : ''}.`);
  }

  function remove() {
    const mark = marks.find((item) => item.id === selectedId);
    if (!mark) return;
    dispatch({ type: 'remove', id: mark.id });
    setSelectedId(null);
    setAnnouncement(`${markName(marks, mark)} removed.`);
  }

  function undo() {
    dispatch({ type: 'undo' });
    setSelectedId(null);
    setAnnouncement('The last change is undone.');
  }

  function acceptSuggestions() {
    dispatch({ type: 'place-many', kind: 'hole', points: suggestions });
    setAnnouncement(`${suggestions.length} suggested ${suggestions.length === 1 ? 'hole' : 'holes'} confirmed.`);
  }

  async function addShots(placing: boolean) {
    const write = placing ? onPlaceLogged?.place : onAddShots;
    if (!write || firstTarget === null) return;
    setAddFailed(false);
    try {
      const written = placing && onPlaceLogged ? onPlaceLogged.describe(groups, firstTarget) : '';
      await write(groups, firstTarget);
      setAdded(marks);
      setAnnouncement(
        placing
          ? `Written: ${written}.`
          : `${holes.length} ${holes.length === 1 ? 'shot' : 'shots'} added to the session.`,
      );
    } catch (error) {
      console.error('Adding the shots from the photo failed', error);
      setAddFailed(true);
    }
  }

  const help = STEPS.find((item) => item.kind === step)!.help;
  const selected = marks.find((mark) => mark.id === selectedId) ?? null;
  const placedCount = groups.reduce((sum, group) => sum + group.length, 0);
  const firstTarget = readFirstTarget(firstTargetText, aims.length);
  // The shot form takes the selected hole, or the last one marked.
  const holeToUse = selected?.kind === 'hole' ? selected : holes.at(-1);
  const placeToUse = holeToUse ? placeOf(holeToUse.point) : null;

  return (
    <div className="space-y-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 text-sm font-medium text-stone-800">A tap marks</legend>
        {STEPS.map((item) => (
          <label
            key={item.kind}
            className="flex min-h-11 items-center gap-2 rounded-md border border-stone-300 px-3 text-sm has-checked:border-amber-700 has-checked:bg-amber-50"
          >
            <input
              type="radio"
              name="photo-step"
              value={item.kind}
              checked={step === item.kind}
              onChange={() => setStep(item.kind)}
            />
            {item.label} ({marksOf(marks, item.kind).length})
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-stone-700">{help}</p>
      <PhotoCanvas
        photo={photo}
        marks={marks}
        suggestions={suggestions}
        selectedId={selectedId}
        holeRadius={radius}
        label={`Target photo: ${help} Arrow keys move the cursor, Enter marks, + and - zoom.`}
        onTap={tap}
        onDrag={(id, point, continued) => dispatch({ type: 'move', id, point, continued })}
        onDragEnd={moved}
        onDrop={() => {
          if (selectedId !== null) moved(selectedId);
          setSelectedId(null);
        }}
        onRemove={remove}
        onUndo={undo}
      />
      <p role="status" aria-live="polite" className="text-sm text-stone-800">
        {announcement}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={undo} disabled={marks.length === 0}>
          Undo
        </Button>
        <Button variant="secondary" onClick={remove} disabled={!selected}>
          {selected ? `Remove ${markName(marks, selected).toLowerCase()}` : 'Remove mark'}
        </Button>
        {suggestions.length > 0 && (
          <>
            <Button variant="secondary" onClick={acceptSuggestions}>
              Accept {suggestions.length} suggested {suggestions.length === 1 ? 'hole' : 'holes'}
            </Button>
            <Button variant="secondary" onClick={() => setDismissed(true)}>
              Hide suggestions
            </Button>
          </>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={`Distance between the scale points (${lengthUnit})`}
          inputMode="decimal"
          autoComplete="off"
          value={distanceText}
          onChange={(event) => setDistanceText(event.target.value)}
          error={distanceText.trim() !== '' && distance === null ? 'Enter a distance above 0' : undefined}
        />
        <TextField
          label={`Bullet diameter (${lengthUnit})`}
          inputMode="decimal"
          autoComplete="off"
          value={bulletText}
          onChange={(event) => setBulletText(event.target.value)}
          hint="The size of the holes the finder looks for"
          error={inches(bulletText) === null ? 'Enter a diameter above 0' : undefined}
        />
      </div>
      {!scale && holes.length > 0 && (
        <p className="text-sm text-amber-900">Mark two scale points and type their distance to measure the holes.</p>
      )}
      {scale && aims.length === 0 && holes.length > 0 && (
        <p className="text-sm text-amber-900">Mark the point of aim to measure the holes from it.</p>
      )}
      {groups.map((group, index) => {
        const figures = groupFigures(group);
        return (
          <section
            key={index}
            aria-label={`Group ${index + 1} from the photo`}
            className="rounded-md bg-stone-100 px-3 py-2 text-sm"
          >
            <h3 className="font-semibold">
              Group {index + 1}: {group.length} {group.length === 1 ? 'hole' : 'holes'}
            </h3>
            {figures && (
              <p>
                Extreme spread <span data-photo-figure="extreme-spread">{units.length(figures.extremeSpread)}</span>,
                mean radius <span data-photo-figure="mean-radius">{units.length(figures.meanRadius)}</span>
              </p>
            )}
          </section>
        );
      })}
      {onUseHole && holeToUse && placeToUse && (
        <Button
          onClick={() => {
            onUseHole(placeToUse.position);
            setAnnouncement(`${markName(marks, holeToUse)} is this shot's place${placeText(holeToUse.point)}.`);
          }}
        >
          Use {markName(marks, holeToUse).toLowerCase()} for this shot
        </Button>
      )}
      {(onAddShots || onPlaceLogged) && placedCount > 0 && (
        <div className="space-y-2">
          <TextField
            label={groups.length > 1 ? 'Target number of aim 1' : 'Target number for these shots'}
            inputMode="numeric"
            autoComplete="off"
            className="max-w-48"
            value={firstTargetText}
            onChange={(event) => setFirstTargetText(event.target.value)}
            hint={groups.length > 1 ? 'Each next aim goes on the next target' : undefined}
            error={firstTarget === null ? firstTargetMessage(aims.length) : undefined}
          />
          {onPlaceLogged && firstTarget !== null && (
            <>
              <Button onClick={() => void addShots(true)} disabled={added === marks}>
                Place the logged shots
              </Button>
              <p className="text-sm text-stone-700">
                The holes, aim by aim in the order marked, go to the shots without a place in their logged order:{' '}
                {onPlaceLogged.describe(groups, firstTarget)}.
              </p>
            </>
          )}
          {onAddShots && (
            <>
              <Button
                variant={onPlaceLogged ? 'secondary' : 'primary'}
                onClick={() => void addShots(false)}
                disabled={added === marks || firstTarget === null}
              >
                Add {placedCount} {placedCount === 1 ? 'shot' : 'shots'} to the session
              </Button>
              <p className="text-sm text-stone-700">
                Each hole becomes a shot with its place and no velocity, on its aim’s target.
              </p>
            </>
          )}
          {addFailed && (
            <p role="alert" className="text-sm text-red-800">
              Failed to add the shots. Please try again.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
