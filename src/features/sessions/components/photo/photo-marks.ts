/**
 * The marks made on a target photo, with undo: two scale points, one aim per group, and the holes.
 * Pure: no React. Every change keeps the marks as they were before it, so undo steps back through them.
 */
import type { Pixel } from '@/domain/photo-geometry';

export type MarkKind = 'scale' | 'aim' | 'hole';

export type Mark = { id: number; kind: MarkKind; point: Pixel };

export type MarksState = { marks: readonly Mark[]; past: readonly (readonly Mark[])[]; nextId: number };

export type MarksAction =
  | { type: 'place'; kind: MarkKind; point: Pixel }
  | { type: 'place-many'; kind: MarkKind; points: readonly Pixel[] }
  | {
      type: 'move';
      id: number;
      point: Pixel;
      /** A drag's later moves join its first step of undo. */ continued?: boolean;
    }
  | { type: 'remove'; id: number }
  | { type: 'undo' }
  | { type: 'clear' };

export const emptyMarks: MarksState = { marks: [], past: [], nextId: 1 };

/** The most steps undo remembers. */
const UNDO_STEPS = 100;

const distance = (a: Pixel, b: Pixel) => Math.hypot(a.x - b.x, a.y - b.y);

function changed(state: MarksState, marks: readonly Mark[], nextId = state.nextId): MarksState {
  return { marks, past: [...state.past, state.marks].slice(-UNDO_STEPS), nextId };
}

export function marksReducer(state: MarksState, action: MarksAction): MarksState {
  switch (action.type) {
    case 'place': {
      const mark: Mark = { id: state.nextId, kind: action.kind, point: action.point };
      const scale = state.marks.filter((item) => item.kind === 'scale');
      // A third scale point replaces the nearer of the two: tapping again near one corrects it.
      const replaced =
        action.kind === 'scale' && scale.length >= 2
          ? scale.reduce((near, item) =>
              distance(item.point, action.point) < distance(near.point, action.point) ? item : near,
            )
          : null;
      const kept = replaced ? state.marks.filter((item) => item.id !== replaced.id) : state.marks;
      return changed(state, [...kept, mark], state.nextId + 1);
    }
    case 'place-many': {
      if (action.points.length === 0) return state;
      const added = action.points.map((point, index) => ({ id: state.nextId + index, kind: action.kind, point }));
      return changed(state, [...state.marks, ...added], state.nextId + added.length);
    }
    case 'move': {
      if (!state.marks.some((mark) => mark.id === action.id)) return state;
      const marks = state.marks.map((mark) => (mark.id === action.id ? { ...mark, point: action.point } : mark));
      return action.continued ? { ...state, marks } : changed(state, marks);
    }
    case 'remove':
      if (!state.marks.some((mark) => mark.id === action.id)) return state;
      return changed(
        state,
        state.marks.filter((mark) => mark.id !== action.id),
      );
    case 'undo': {
      const previous = state.past.at(-1);
      return previous ? { ...state, marks: previous, past: state.past.slice(0, -1) } : state;
    }
    case 'clear':
      return emptyMarks;
  }
}

/** The marks of a kind, in the order they were made. */
export const marksOf = (marks: readonly Mark[], kind: MarkKind) => marks.filter((mark) => mark.kind === kind);

/** The mark nearest a point within `reach` pixels, or null. */
export function markNear(marks: readonly Mark[], point: Pixel, reach: number): Mark | null {
  let best: Mark | null = null;
  let bestDistance = reach;
  for (const mark of marks) {
    const d = distance(mark.point, point);
    if (d <= bestDistance) {
      best = mark;
      bestDistance = d;
    }
  }
  return best;
}
