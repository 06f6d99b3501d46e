import type { ReactNode, SVGProps } from 'react';
import type { ShotPosition } from '@/domain/shots';

/** The drawing's half-width in SVG units; a position in inches is scaled by VIEW / radius. */
const VIEW = 100;

/** Where a position (inches, x right +, y up +) falls in the drawing, for a face showing ±radius inches. */
export function toDrawing(position: ShotPosition, radius: number): { cx: number; cy: number } {
  return { cx: (position.x / radius) * VIEW, cy: (-position.y / radius) * VIEW };
}

/**
 * The inches a point of the drawn face stands for: `fraction` is where it lies across the face's
 * box, 0 to 1 each way (left to right, top to bottom); snapped to `step` inches.
 */
export function fromFraction(fraction: { x: number; y: number }, radius: number, step: number): ShotPosition {
  const snap = (value: number) => Math.round(Math.round(value / step) * step * 100) / 100 || 0;
  return { x: snap((fraction.x * 2 - 1) * radius), y: snap((1 - fraction.y * 2) * radius) };
}

/** Ring spacing for a face of ±radius inches: about four rings. */
export function ringStep(radius: number): number {
  return [0.25, 0.5, 1, 2, 5, 10, 25].find((step) => radius / step <= 5) ?? 25;
}

/** The face (±inches, a whole number of rings) that holds every point drawn, with a little room (half an inch at least). */
export function faceRadius(points: readonly { x: number; y: number }[]): number {
  const reach = Math.max(0.5, ...points.map((point) => Math.max(Math.abs(point.x), Math.abs(point.y)))) * 1.15;
  const step = ringStep(reach);
  return Math.ceil(reach / step) * step;
}

/**
 * A square target face of ±radius inches: rings, the aim's cross, and whatever is drawn on it
 * (`children`, in drawing units from toDrawing).
 */
export function TargetFace({
  radius,
  children,
  ...svg
}: { radius: number; children?: ReactNode } & Omit<SVGProps<SVGSVGElement>, 'viewBox'>) {
  const step = ringStep(radius);
  const rings = Array.from({ length: Math.floor(radius / step) }, (_unused, index) => (index + 1) * step);
  return (
    <svg viewBox={`${-VIEW} ${-VIEW} ${VIEW * 2} ${VIEW * 2}`} {...svg}>
      <rect x={-VIEW} y={-VIEW} width={VIEW * 2} height={VIEW * 2} className="fill-stone-50" />
      {rings.map((ring) => (
        <circle
          key={ring}
          r={(ring / radius) * VIEW}
          className="fill-none stroke-stone-400"
          strokeWidth={0.6}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      <line x1={-VIEW} x2={VIEW} y1={0} y2={0} className="stroke-stone-400" strokeWidth={0.5} />
      <line y1={-VIEW} y2={VIEW} x1={0} x2={0} className="stroke-stone-400" strokeWidth={0.5} />
      {children}
    </svg>
  );
}

/** A shot on the face: filled when it counts, hollow when excluded; `highlight` for the one being placed. */
export function ShotMark({
  position,
  radius,
  excluded = false,
  highlight = false,
}: {
  position: ShotPosition;
  radius: number;
  excluded?: boolean;
  highlight?: boolean;
}) {
  const { cx, cy } = toDrawing(position, radius);
  if (highlight) return <circle cx={cx} cy={cy} r={4} className="fill-amber-500 stroke-stone-900" strokeWidth={1} />;
  return (
    <circle
      cx={cx}
      cy={cy}
      r={3}
      className={excluded ? 'fill-none stroke-stone-600' : 'fill-stone-900'}
      strokeWidth={excluded ? 1 : 0}
    />
  );
}
