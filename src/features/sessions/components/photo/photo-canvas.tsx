import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { Pixel } from '@/domain/photo-geometry';
import { drawPhoto, type PhotoImage, type View } from './photo-drawing';
import { markNear, type Mark } from './photo-marks';

type Gesture =
  | { kind: 'pending' | 'pan'; start: Pixel; view: View }
  | { kind: 'mark'; id: number; moved: boolean }
  | { kind: 'pinch'; distance: number; middle: Pixel; view: View };

const MAX_ZOOM = 8;
/** A pointer that moves more than this many CSS pixels is panning or dragging, not tapping. */
const TAP_SLOP = 6;
/** A mark within this many CSS pixels of a tap is the one tapped (a fingertip's half-width). */
const REACH = 16;

const clampView = (view: View, width: number, height: number): View => ({
  zoom: view.zoom,
  x: Math.min(Math.max(view.x, 0), width - width / view.zoom),
  y: Math.min(Math.max(view.y, 0), height - height / view.zoom),
});

/**
 * The photo with its marks and the suggested holes. A tap is handed on as a photo pixel; a mark
 * is dragged; two fingers pinch to zoom and pan (a wheel zooms too); a finger or a dragged mark
 * shows a magnifier above it. By keyboard, the arrows move a cursor (or the selected mark; Shift:
 * ten pixels), Enter taps at the cursor or drops the selected mark, Delete removes it, + and -
 * zoom, Ctrl+Z undoes.
 */
export function PhotoCanvas({
  photo,
  marks,
  suggestions,
  selectedId,
  holeRadius,
  label,
  onTap,
  onDrag,
  onDragEnd,
  onDrop,
  onRemove,
  onUndo,
}: {
  photo: PhotoImage;
  marks: readonly Mark[];
  suggestions: readonly Pixel[];
  selectedId: number | null;
  /** A hole's radius in the photo's pixels, as the holes are drawn. */
  holeRadius: number;
  label: string;
  onTap: (point: Pixel, reach: number) => void;
  /** A mark moved to a point; `continued` for a drag's later moves (one step of undo). */
  onDrag: (id: number, point: Pixel, continued: boolean) => void;
  onDragEnd: (id: number) => void;
  onDrop: () => void;
  onRemove: () => void;
  onUndo: () => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [view, setView] = useState<View>({ zoom: 1, x: 0, y: 0 });
  const [cursor, setCursor] = useState<Pixel>({ x: photo.width / 2, y: photo.height / 2 });
  const [focused, setFocused] = useState(false);
  const [magnifier, setMagnifier] = useState<{ at: Pixel; point: Pixel } | null>(null);
  const pointers = useRef(new Map<number, Pixel>());
  const gesture = useRef<Gesture | null>(null);
  const selected = marks.find((mark) => mark.id === selectedId) ?? null;
  // A selected mark is where the cursor is: the keys move it from there.
  const shownCursor = selected?.point ?? cursor;

  /** Canvas pixels per CSS pixel (the canvas holds the photo's pixels, shown at the page's width). */
  const canvasPerCss = () => {
    const width = canvasRef.current?.clientWidth ?? 0;
    return width > 0 ? photo.width / width : 1;
  };
  /** A point of the page (client coordinates) in canvas pixels: the photo fills the canvas's box inside its border. */
  const toCanvas = (client: Pixel): Pixel => {
    const canvas = canvasRef.current!;
    const box = canvas.getBoundingClientRect();
    const width = canvas.clientWidth || photo.width;
    const height = canvas.clientHeight || photo.height;
    return {
      x: ((client.x - box.left - canvas.clientLeft) / width) * photo.width,
      y: ((client.y - box.top - canvas.clientTop) / height) * photo.height,
    };
  };
  const toPhoto = (client: Pixel, at: View = view): Pixel => {
    const point = toCanvas(client);
    return { x: at.x + point.x / at.zoom, y: at.y + point.y / at.zoom };
  };
  const zoomAbout = (zoom: number, canvasPoint: Pixel, from: View = view) => {
    const next = Math.min(Math.max(zoom, 1), MAX_ZOOM);
    const photoPoint = { x: from.x + canvasPoint.x / from.zoom, y: from.y + canvasPoint.y / from.zoom };
    return clampView(
      { zoom: next, x: photoPoint.x - canvasPoint.x / next, y: photoPoint.y - canvasPoint.y / next },
      photo.width,
      photo.height,
    );
  };

  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (!context) return;
    drawPhoto(context, {
      photo,
      marks,
      suggestions,
      selectedId,
      holeRadius,
      view,
      cursor: focused ? shownCursor : null,
      magnifier,
      unit: canvasPerCss(),
    });
    // canvasPerCss reads the canvas's size on the page, which every draw should follow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [photo, marks, suggestions, selectedId, holeRadius, view, shownCursor, focused, magnifier]);

  // A wheel zooms about the pointer; React's wheel listener is passive and could not keep the page still.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const wheel = (event: WheelEvent) => {
      event.preventDefault();
      const point = toCanvas({ x: event.clientX, y: event.clientY });
      setView((current) => zoomAbout(current.zoom * Math.exp(-event.deltaY / 300), point, current));
    };
    canvas.addEventListener('wheel', wheel, { passive: false });
    return () => canvas.removeEventListener('wheel', wheel);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [photo]);

  function pointerDown(event: PointerEvent<HTMLCanvasElement>) {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const client = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, client);
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [Pixel, Pixel];
      gesture.current = {
        kind: 'pinch',
        distance: Math.hypot(a.x - b.x, a.y - b.y),
        middle: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
        view,
      };
      setMagnifier(null);
      return;
    }
    const point = toPhoto(client);
    const reach = (REACH * canvasPerCss()) / view.zoom;
    const hit = markNear(marks, point, Math.max(reach, holeRadius));
    gesture.current = hit ? { kind: 'mark', id: hit.id, moved: false } : { kind: 'pending', start: client, view };
    if (event.pointerType !== 'mouse' || hit) setMagnifier({ at: toCanvas(client), point });
  }

  function pointerMove(event: PointerEvent<HTMLCanvasElement>) {
    if (!pointers.current.has(event.pointerId)) return;
    const client = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, client);
    const current = gesture.current;
    if (!current) return;
    if (current.kind === 'pinch') {
      const [a, b] = [...pointers.current.values()] as [Pixel, Pixel];
      const middle = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      const zoomed = zoomAbout(
        current.view.zoom * (Math.hypot(a.x - b.x, a.y - b.y) / current.distance),
        toCanvas(current.middle),
        current.view,
      );
      // Then the point under the fingers' first middle follows their middle now.
      const shift = {
        x: toCanvas(middle).x - toCanvas(current.middle).x,
        y: toCanvas(middle).y - toCanvas(current.middle).y,
      };
      setView(
        clampView(
          { zoom: zoomed.zoom, x: zoomed.x - shift.x / zoomed.zoom, y: zoomed.y - shift.y / zoomed.zoom },
          photo.width,
          photo.height,
        ),
      );
      return;
    }
    const point = toPhoto(client);
    if (current.kind === 'mark') {
      onDrag(current.id, point, current.moved);
      current.moved = true;
      setMagnifier({ at: toCanvas(client), point });
      return;
    }
    if (current.kind === 'pending' && Math.hypot(client.x - current.start.x, client.y - current.start.y) > TAP_SLOP)
      gesture.current = { ...current, kind: 'pan' };
    if (gesture.current?.kind === 'pan') {
      const unit = canvasPerCss();
      const { start, view: from } = current as { start: Pixel; view: View };
      setView(
        clampView(
          {
            zoom: from.zoom,
            x: from.x - ((client.x - start.x) * unit) / from.zoom,
            y: from.y - ((client.y - start.y) * unit) / from.zoom,
          },
          photo.width,
          photo.height,
        ),
      );
    }
    if (event.pointerType !== 'mouse') setMagnifier({ at: toCanvas(client), point });
  }

  function pointerEnd(event: PointerEvent<HTMLCanvasElement>, cancelled: boolean) {
    if (!pointers.current.delete(event.pointerId)) return;
    const current = gesture.current;
    if (pointers.current.size > 0) {
      // One finger of a pinch lifted: the other does nothing more until it lifts too.
      gesture.current = null;
      return;
    }
    gesture.current = null;
    setMagnifier(null);
    if (cancelled || !current) return;
    const point = toPhoto({ x: event.clientX, y: event.clientY });
    if (current.kind === 'pending') onTap(point, Math.max((REACH * canvasPerCss()) / view.zoom, holeRadius));
    if (current.kind === 'mark') {
      if (current.moved) onDragEnd(current.id);
      else onTap(point, Math.max((REACH * canvasPerCss()) / view.zoom, holeRadius));
    }
  }

  function keyDown(event: KeyboardEvent<HTMLCanvasElement>) {
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, Pixel> = {
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
      ArrowUp: { x: 0, y: -step },
      ArrowDown: { x: 0, y: step },
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      const from = shownCursor;
      const next = {
        x: Math.min(Math.max(from.x + move.x, 0), photo.width),
        y: Math.min(Math.max(from.y + move.y, 0), photo.height),
      };
      setCursor(next);
      if (selected) onDrag(selected.id, next, false);
      // The view follows the cursor when it leaves it.
      setView((current) => {
        const span = { x: photo.width / current.zoom, y: photo.height / current.zoom };
        const inside =
          next.x >= current.x && next.x <= current.x + span.x && next.y >= current.y && next.y <= current.y + span.y;
        return inside
          ? current
          : clampView({ ...current, x: next.x - span.x / 2, y: next.y - span.y / 2 }, photo.width, photo.height);
      });
      return;
    }
    const centre = { x: (shownCursor.x - view.x) * view.zoom, y: (shownCursor.y - view.y) * view.zoom };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (selected) {
        setCursor(selected.point);
        onDrop();
      } else onTap(cursor, Math.max((REACH * canvasPerCss()) / view.zoom, holeRadius));
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onRemove();
    } else if (event.key === 'Escape' && selected) {
      event.preventDefault();
      setCursor(selected.point);
      onDrop();
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      onUndo();
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      setView(zoomAbout(view.zoom * 1.5, centre));
    } else if (event.key === '-') {
      event.preventDefault();
      setView(zoomAbout(view.zoom / 1.5, centre));
    }
  }

  return (
    <div className="space-y-2">
      <canvas
        ref={canvasRef}
        width={photo.width}
        height={photo.height}
        tabIndex={0}
        role="application"
        aria-label={label}
        aria-roledescription="target photo"
        className="block h-auto max-h-[75vh] w-auto max-w-full cursor-crosshair touch-none rounded-md border border-stone-300"
        onPointerDown={pointerDown}
        onPointerMove={pointerMove}
        onPointerUp={(event) => pointerEnd(event, false)}
        onPointerCancel={(event) => pointerEnd(event, true)}
        onKeyDown={keyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setView(zoomAbout(view.zoom * 1.5, centreOf(photo)))}>
          Zoom in
        </Button>
        <Button variant="secondary" onClick={() => setView(zoomAbout(view.zoom / 1.5, centreOf(photo)))}>
          Zoom out
        </Button>
        <Button variant="secondary" onClick={() => setView({ zoom: 1, x: 0, y: 0 })}>
          Whole photo
        </Button>
      </div>
    </div>
  );
}

const centreOf = (photo: PhotoImage) => ({ x: photo.width / 2, y: photo.height / 2 });
