import type { Pixel } from '@/domain/photo-geometry';
import type { Mark } from './photo-marks';

/** A photo ready to draw: an ImageBitmap or a canvas, in the pixels every mark is given in. */
export type PhotoImage = { width: number; height: number; source: CanvasImageSource | null };

/** What part of the photo the canvas shows: the photo's pixel at its top left corner, and the zoom (1 fits it). */
export type View = { zoom: number; x: number; y: number };

const MAGNIFIER_RADIUS = 56;
const MAGNIFIER_ZOOM = 3;

const COLOURS: Record<Mark['kind'], string> = { scale: '#1d4ed8', aim: '#b91c1c', hole: '#15803d' };

export type Scene = {
  photo: PhotoImage;
  marks: readonly Mark[];
  suggestions: readonly Pixel[];
  selectedId: number | null;
  holeRadius: number;
  view: View;
  /** The keyboard's cursor, while the photo has the focus. */
  cursor: Pixel | null;
  /** Where a finger is (canvas pixels) and the photo's point under it. */
  magnifier: { at: Pixel; point: Pixel } | null;
  /** Canvas pixels per CSS pixel: lines and marks keep their size on the screen at any zoom. */
  unit: number;
};

/**
 * Draws the photo as the view shows it: suggested holes dashed, scale points (blue) and aims (red)
 * as crosses in a ring, holes (green) as rings of the bullet's size, the keyboard's cursor, and the
 * magnifier above a finger.
 */
export function drawPhoto(context: CanvasRenderingContext2D, scene: Scene): void {
  const { photo, view, unit, cursor, magnifier } = scene;
  const drawLayer = (scale: number, offset: Pixel) => {
    context.setTransform(scale, 0, 0, scale, offset.x, offset.y);
    if (photo.source) context.drawImage(photo.source, 0, 0);
    const line = (2 * unit) / scale;
    context.lineWidth = line;
    for (const point of scene.suggestions) {
      context.setLineDash([4 * line, 3 * line]);
      context.strokeStyle = '#b45309';
      context.beginPath();
      context.arc(point.x, point.y, scene.holeRadius, 0, 2 * Math.PI);
      context.stroke();
    }
    context.setLineDash([]);
    for (const mark of scene.marks) {
      const size = Math.max(scene.holeRadius, (8 * unit) / scale);
      context.strokeStyle = COLOURS[mark.kind];
      context.lineWidth = mark.id === scene.selectedId ? 2 * line : line;
      context.beginPath();
      if (mark.kind === 'hole') context.arc(mark.point.x, mark.point.y, size, 0, 2 * Math.PI);
      else {
        context.moveTo(mark.point.x - size * 1.5, mark.point.y);
        context.lineTo(mark.point.x + size * 1.5, mark.point.y);
        context.moveTo(mark.point.x, mark.point.y - size * 1.5);
        context.lineTo(mark.point.x, mark.point.y + size * 1.5);
        context.moveTo(mark.point.x + size, mark.point.y);
        context.arc(mark.point.x, mark.point.y, size, 0, 2 * Math.PI);
      }
      context.stroke();
    }
    context.lineWidth = line;
  };
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, photo.width, photo.height);
  drawLayer(view.zoom, { x: -view.x * view.zoom, y: -view.y * view.zoom });
  if (cursor) {
    // The keyboard's cursor: a black and white cross, seen on light paper and dark ink.
    const arm = (10 * unit) / view.zoom;
    for (const [colour, width] of [
      ['#ffffff', 4],
      ['#000000', 2],
    ] as const) {
      context.strokeStyle = colour;
      context.lineWidth = (width * unit) / view.zoom;
      context.beginPath();
      context.moveTo(cursor.x - arm, cursor.y);
      context.lineTo(cursor.x + arm, cursor.y);
      context.moveTo(cursor.x, cursor.y - arm);
      context.lineTo(cursor.x, cursor.y + arm);
      context.stroke();
    }
  }
  if (magnifier) {
    // Above the finger (below it near the top edge), the photo under it three times larger.
    const radius = MAGNIFIER_RADIUS * unit;
    const centre = {
      x: magnifier.at.x,
      y: magnifier.at.y - 1.6 * radius > radius ? magnifier.at.y - 1.6 * radius : magnifier.at.y + 1.6 * radius,
    };
    const scale = view.zoom * MAGNIFIER_ZOOM;
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.beginPath();
    context.arc(centre.x, centre.y, radius, 0, 2 * Math.PI);
    context.fillStyle = '#ffffff';
    context.fill();
    context.clip();
    drawLayer(scale, { x: centre.x - magnifier.point.x * scale, y: centre.y - magnifier.point.y * scale });
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.strokeStyle = '#000000';
    context.lineWidth = unit;
    context.beginPath();
    context.moveTo(centre.x - radius, centre.y);
    context.lineTo(centre.x + radius, centre.y);
    context.moveTo(centre.x, centre.y - radius);
    context.lineTo(centre.x, centre.y + radius);
    context.stroke();
    context.restore();
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.lineWidth = 2 * unit;
    context.strokeStyle = '#1c1917';
    context.beginPath();
    context.arc(centre.x, centre.y, radius, 0, 2 * Math.PI);
    context.stroke();
  }
}
