import { describe, expect, it } from 'vitest';
import { emptyMarks, markNear, marksOf, marksReducer, type MarksAction, type MarksState } from './photo-marks';

const run = (...actions: MarksAction[]): MarksState => actions.reduce(marksReducer, emptyMarks);

describe('marksReducer', () => {
  it('places marks of each kind with their own ids, in order', () => {
    const state = run(
      { type: 'place', kind: 'scale', point: { x: 0, y: 0 } },
      { type: 'place', kind: 'aim', point: { x: 5, y: 5 } },
      { type: 'place', kind: 'hole', point: { x: 6, y: 5 } },
    );
    expect(state.marks.map((mark) => [mark.id, mark.kind])).toEqual([
      [1, 'scale'],
      [2, 'aim'],
      [3, 'hole'],
    ]);
  });

  it('keeps two scale points: a third replaces the nearer one', () => {
    const state = run(
      { type: 'place', kind: 'scale', point: { x: 0, y: 0 } },
      { type: 'place', kind: 'scale', point: { x: 100, y: 0 } },
      { type: 'place', kind: 'scale', point: { x: 98, y: 1 } },
    );
    expect(marksOf(state.marks, 'scale').map((mark) => mark.point)).toEqual([
      { x: 0, y: 0 },
      { x: 98, y: 1 },
    ]);
  });

  it('undoes a place, a move, a removal and the suggestions accepted at once, one step each', () => {
    const placed = run(
      { type: 'place', kind: 'hole', point: { x: 1, y: 1 } },
      {
        type: 'place-many',
        kind: 'hole',
        points: [
          { x: 2, y: 2 },
          { x: 3, y: 3 },
        ],
      },
    );
    expect(placed.marks).toHaveLength(3);
    // A drag: its first move is a step of undo, the moves after it join that step.
    const dragged = [
      { type: 'move', id: 1, point: { x: 4, y: 4 } },
      { type: 'move', id: 1, point: { x: 5, y: 5 }, continued: true },
    ].reduce((state, action) => marksReducer(state, action as MarksAction), placed);
    const removed = marksReducer(dragged, { type: 'remove', id: 2 });
    expect(removed.marks.map((mark) => mark.id)).toEqual([1, 3]);
    const back = marksReducer(removed, { type: 'undo' });
    expect(back.marks.map((mark) => mark.id)).toEqual([1, 2, 3]);
    const undrag = marksReducer(back, { type: 'undo' });
    expect(undrag.marks[0]?.point).toEqual({ x: 1, y: 1 });
    const unsuggested = marksReducer(undrag, { type: 'undo' });
    expect(unsuggested.marks.map((mark) => mark.id)).toEqual([1]);
    const none = marksReducer(marksReducer(unsuggested, { type: 'undo' }), { type: 'undo' });
    expect(none.marks).toEqual([]);
  });

  it('ignores a move or removal of a mark that is gone', () => {
    const state = run({ type: 'place', kind: 'aim', point: { x: 1, y: 1 } });
    expect(marksReducer(state, { type: 'move', id: 9, point: { x: 0, y: 0 } })).toBe(state);
    expect(marksReducer(state, { type: 'remove', id: 9 })).toBe(state);
  });
});

describe('markNear', () => {
  it('finds the nearest mark within reach, and none beyond it', () => {
    const { marks } = run(
      { type: 'place', kind: 'hole', point: { x: 10, y: 10 } },
      { type: 'place', kind: 'hole', point: { x: 14, y: 10 } },
    );
    expect(markNear(marks, { x: 13, y: 10 }, 5)?.id).toBe(2);
    expect(markNear(marks, { x: 30, y: 30 }, 5)).toBeNull();
  });
});
