import { lazy, Suspense, useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { fromFraction, ShotMark, TargetFace } from '@/components/charts/target-face';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { card } from '@/components/ui/styles';
import type { ShotPosition } from '@/domain/shots';
import { DEFAULT_TARGET, targetOf, type Targeted } from '@/domain/target-groups';
import { toCanonical } from '@/domain/units';
import { useUnits } from '@/features/units/hooks';
import { parseDecimal } from '@/lib/numbers';
import { fieldUnit, formText, unitFormResolver } from '@/lib/unit-form';
import {
  EMPTY_SHOT_MESSAGE,
  emptyShotForm,
  SHOT_UNIT_FIELDS,
  shotFormSchema,
  toStoredInches,
  type ShotFormInput,
  type ShotFormValues,
} from '../shot-form-schema';

// The photo's steps, canvas and hole finder load only when the shooter opens them.
const PhotoPlacer = lazy(() => import('./photo/photo-placer').then((module) => ({ default: module.PhotoPlacer })));

/** The same shot submitted again within this many milliseconds is one shot: a double tap, a bouncing Enter. */
export const REPEAT_SHOT_MS = 500;

const sameShot = (a: ShotFormValues, b: ShotFormValues) =>
  a.velocity === b.velocity && a.impact === b.impact && a.note === b.note && a.x === b.x && a.y === b.y;
const isBlank = (form: ShotFormInput) =>
  form.velocity.trim() === '' &&
  form.impact.trim() === '' &&
  form.note.trim() === '' &&
  (form.x ?? '').trim() === '' &&
  (form.y ?? '').trim() === '';

/** The target drawing's sizes, as inches from the aim to its edge. */
export const TARGET_RADII = [2, 4, 8, 16] as const;
/** A tap places a shot to a fortieth of the face's half-width (0.1 in on the ±4 in face, about 6 px): what a finger can point. */
const tapStep = (radius: number) => radius / 40;

/**
 * The shot form, made for a phone at the range: big inputs, Enter logs the shot, and focus goes
 * back to velocity at once; the shot is handed on without waiting for the server. An empty form is
 * refused with a message; a double tap logs one shot.
 */
export function ShotForm({
  onShot,
  shotNumber,
  placed = [],
  targets,
  initialTarget = DEFAULT_TARGET,
}: {
  /** The shot; with `targets`, the target chosen too. */
  onShot: (values: ShotFormValues & { target?: number }) => void;
  shotNumber: number;
  /** Where this session's earlier shots hit (and on which target), drawn on the target chosen. */
  placed?: readonly (ShotPosition & Targeted)[];
  /** The targets the shooter can choose (domain/target-groups.ts targetChoices); none: no choice, target 1. */
  targets?: readonly number[];
  /** The target chosen at first: the one the last shot went to. */
  initialTarget?: number;
}) {
  const [radius, setRadius] = useState<number>(4);
  const [photoOpen, setPhotoOpen] = useState(false);
  // Kept from shot to shot: a string goes on one target until the shooter moves on.
  const [target, setTarget] = useState(initialTarget);
  const shownPlaced = targets ? placed.filter((position) => targetOf(position) === target) : placed;
  const units = useUnits();
  const { settings } = units;
  const resolver = useMemo(() => unitFormResolver(shotFormSchema, SHOT_UNIT_FIELDS, settings), [settings]);
  const velocityUnit = fieldUnit(SHOT_UNIT_FIELDS.velocity, settings);
  const lengthUnit = fieldUnit(SHOT_UNIT_FIELDS.impact, settings);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    setValue,
    getValues,
    getFieldState,
    clearErrors,
    control,
    formState: { errors },
  } = useForm<ShotFormInput, unknown, ShotFormValues>({
    resolver,
    defaultValues: emptyShotForm,
  });
  const lastLogged = useRef<{ values: ShotFormValues; at: number } | null>(null);

  function logShot(values: ShotFormValues) {
    const now = Date.now();
    const last = lastLogged.current;
    if (!(last && now - last.at < REPEAT_SHOT_MS && sameShot(last.values, values))) {
      lastLogged.current = { values, at: now };
      onShot(targets ? { ...values, target } : values);
    }
    reset(emptyShotForm);
    setFocus('velocity');
  }

  // The blank-shot message sits under velocity; an impact or a note answers it as well.
  function clearBlankShotMessage() {
    if (getFieldState('velocity').error?.message === EMPTY_SHOT_MESSAGE) clearErrors('velocity');
  }

  // Where the typed x and y put the mark, in inches as the target is drawn.
  const typedInches = (text: string | undefined) => {
    const read = parseDecimal(text ?? '', settings.locale);
    return read.ok ? toCanonical('length', read.value, settings.preferences.length) : Number.NaN;
  };
  const typedX = typedInches(useWatch({ control, name: 'x' }));
  const typedY = typedInches(useWatch({ control, name: 'y' }));
  const marked = Number.isFinite(typedX) && Number.isFinite(typedY) ? { x: typedX, y: typedY } : null;

  function placeShot(event: MouseEvent<SVGSVGElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const position = fromFraction(
      { x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height },
      radius,
      tapStep(radius),
    );
    setValue('x', formText(SHOT_UNIT_FIELDS.x, position.x, settings), { shouldValidate: true });
    setValue('y', formText(SHOT_UNIT_FIELDS.y, position.y, settings), { shouldValidate: true });
    clearBlankShotMessage();
  }

  // A hole marked on a photo of the target: its place, as the form shows it, for this shot.
  function placeFromPhoto(position: ShotPosition) {
    setValue('x', formText(SHOT_UNIT_FIELDS.x, toStoredInches(position.x), settings), { shouldValidate: true });
    setValue('y', formText(SHOT_UNIT_FIELDS.y, toStoredInches(position.y), settings), { shouldValidate: true });
    clearBlankShotMessage();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    const last = lastLogged.current;
    // The second tap of a double tap can land after the form was cleared: not a blank shot to refuse.
    if (last && Date.now() - last.at < REPEAT_SHOT_MS && isBlank(getValues())) {
      event.preventDefault();
      return;
    }
    void handleSubmit(logShot)(event);
  }

  return (
    <>
      <form noValidate onSubmit={submit} aria-label="Log a shot" className={card}>
        <h2 className="mb-3 text-lg font-semibold">Shot {shotNumber}</h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <NumberField
            label={`Velocity (${velocityUnit})`}
            whole={velocityUnit === 'fps'}
            step="1"
            min="1"
            autoComplete="off"
            className="[&_input]:min-h-14 [&_input]:text-2xl"
            error={errors.velocity?.message}
            {...register('velocity')}
          />
          <NumberField
            label={`Impact (${lengthUnit})`}
            step="0.01"
            min="0"
            autoComplete="off"
            className="[&_input]:min-h-14 [&_input]:text-2xl"
            error={errors.impact?.message}
            {...register('impact', { onChange: clearBlankShotMessage })}
          />
          <TextField
            label="Note"
            autoComplete="off"
            className="col-span-2 [&_input]:min-h-14"
            error={errors.note?.message}
            {...register('note', { onChange: clearBlankShotMessage })}
          />
        </div>
        <fieldset className="mt-4 grid gap-3 sm:grid-cols-[16rem_1fr]">
          <legend className="mb-2 text-sm font-medium text-stone-800">Where it hit (optional)</legend>
          {/* The frame is the wrapper's, so a tap's place in the drawing is its place in the SVG's own box. */}
          <div className="w-full max-w-64 overflow-hidden rounded-md border border-stone-300">
            <TargetFace
              radius={radius}
              role="img"
              aria-label={`Target, ${settings.preferences.length === 'in' ? `${radius} inches` : units.length(radius)} from the aim to each edge: tap where the shot hit`}
              className="block aspect-square w-full cursor-crosshair touch-manipulation"
              onClick={placeShot}
            >
              {shownPlaced.map((position, index) => (
                <ShotMark key={index} position={position} radius={radius} />
              ))}
              {marked && <ShotMark position={marked} radius={radius} highlight />}
            </TargetFace>
          </div>
          <div className="grid grid-cols-2 content-start gap-3">
            <TextField
              label={`X (${lengthUnit}, right +)`}
              inputMode="text"
              autoComplete="off"
              hint="Negative: left of the aim"
              error={errors.x?.message}
              {...register('x', { onChange: clearBlankShotMessage })}
            />
            <TextField
              label={`Y (${lengthUnit}, up +)`}
              inputMode="text"
              autoComplete="off"
              hint="Negative: below the aim"
              error={errors.y?.message}
              {...register('y', { onChange: clearBlankShotMessage })}
            />
            {targets && (
              <SelectField
                label="Target number"
                value={String(target)}
                onChange={(event) => setTarget(Number(event.target.value))}
                options={[...new Set([...targets, target])]
                  .sort((a, b) => a - b)
                  .map((number) => ({ value: String(number), label: `Target ${number}` }))}
              />
            )}
            <SelectField
              label="Target size"
              className={targets ? undefined : 'col-span-2'}
              value={String(radius)}
              onChange={(event) => setRadius(Number(event.target.value))}
              options={TARGET_RADII.map((size) => ({
                value: String(size),
                label: settings.preferences.length === 'in' ? `±${size} in` : `±${units.length(size, '', 0)}`,
              }))}
            />
          </div>
        </fieldset>
        <Button
          variant="secondary"
          className="mt-3"
          aria-expanded={photoOpen}
          onClick={() => setPhotoOpen((open) => !open)}
        >
          {photoOpen ? 'Close the photo' : 'Place it from a photo'}
        </Button>
        <Button type="submit" className="mt-4 min-h-14 w-full text-lg">
          Log Shot
        </Button>
      </form>
      {/* Outside the form: Enter in the photo's fields must not log the shot. */}
      {photoOpen && (
        <div className={card}>
          <Suspense fallback={<p className="text-sm text-stone-700">Loading the photo tools…</p>}>
            <PhotoPlacer onUse={placeFromPhoto} />
          </Suspense>
        </div>
      )}
    </>
  );
}
