import { describe, expect, it } from 'vitest';
import {
  batchDraws,
  batchRoundsOnHand,
  componentTotal,
  costPerRound,
  grainsFrom,
  isLowStock,
  onHand,
  perRoundDraw,
  runningFigures,
  shortfalls,
} from './inventory';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute));
const move = (quantity: number, minute = 0) => ({ quantity, at: at(minute) });

describe('onHand', () => {
  it('is 0 for a lot with no movements', () => {
    expect(onHand([])).toBe(0);
  });

  it('is the sum of the movements: 1,000 bought, 50 loaded, 3 spilled, a count 2 short', () => {
    expect(onHand([move(1000), move(-50), move(-3), move(-2)])).toBe(945);
  });

  it('is 8 lb of powder less a batch of 50 at 41.5 gr: 56,000 − 2,075 = 53,925 gr', () => {
    expect(onHand([move(56000), move(-50 * 41.5)])).toBe(53925);
  });

  it('adds decimals without binary noise (0.1 + 0.2 is 0.3)', () => {
    expect(onHand([move(0.1), move(0.2)])).toBe(0.3);
  });

  it('may go below zero: the loader was told and loaded anyway', () => {
    expect(onHand([move(30), move(-50)])).toBe(-20);
  });
});

describe('runningFigures', () => {
  it('gives each movement, oldest first, with the figure just after it', () => {
    const rows = runningFigures([move(-50, 10), move(1000, 0), move(-3, 20)]);
    expect(rows.map((row) => [row.movement.quantity, row.after])).toEqual([
      [1000, 1000],
      [-50, 950],
      [-3, 947],
    ]);
  });

  it('keeps the order appended for movements of the same moment', () => {
    const rows = runningFigures([move(100, 5), move(-10, 5), move(-20, 5)]);
    expect(rows.map((row) => row.after)).toEqual([100, 90, 70]);
  });
});

describe('grainsFrom', () => {
  it('is exact for grains and pounds (7,000 gr to the pound)', () => {
    expect(grainsFrom(41.5, 'gr')).toBe(41.5);
    expect(grainsFrom(8, 'lb')).toBe(56000);
  });

  it('converts grams and kilograms to the hundredth of a grain', () => {
    expect(grainsFrom(1, 'g')).toBe(15.43);
    expect(grainsFrom(1, 'kg')).toBe(15432.36);
  });
});

describe('batchDraws', () => {
  const allLots = { powder: 'p', primer: 'r', bullet: 'b', brass: 'c' };

  it('draws rounds × charge of powder and one primer, bullet and case a round', () => {
    expect(batchDraws(50, 41.5, allLots)).toEqual({ powder: 2075, primer: 50, bullet: 50, brass: 50 });
  });

  it('draws nothing of a kind with no lot named', () => {
    expect(batchDraws(20, 41.5, { ...allLots, powder: null, brass: null })).toEqual({
      powder: null,
      primer: 20,
      bullet: 20,
      brass: null,
    });
  });

  it('is the product the rules compute, bit for bit', () => {
    expect(batchDraws(37, 41.3, allLots).powder).toBe(37 * 41.3);
  });

  it('takes a round the charge of powder and one of the rest', () => {
    expect(perRoundDraw('powder', 41.5)).toBe(41.5);
    expect(perRoundDraw('brass', 41.5)).toBe(1);
  });
});

describe('shortfalls', () => {
  const lots = { powder: 'powder-1', primer: 'primer-1', bullet: null, brass: null };
  const draws = batchDraws(50, 41.5, lots);

  it('is empty when every named lot holds enough (exactly enough included)', () => {
    expect(shortfalls(draws, lots, { 'powder-1': 2075, 'primer-1': 1000 })).toEqual([]);
  });

  it('names each lot the batch would take below zero, with what it holds, the draw and what would be left', () => {
    expect(shortfalls(draws, lots, { 'powder-1': 56000, 'primer-1': 30 })).toEqual([
      { kind: 'primer', lotId: 'primer-1', onHand: 30, draw: 50, after: -20 },
    ]);
  });

  it('judges a lot already below zero, and a powder lot short by a fraction of a grain', () => {
    expect(shortfalls(draws, lots, { 'powder-1': 2074.9, 'primer-1': -5 }).map((s) => [s.kind, s.after])).toEqual([
      ['powder', -0.1],
      ['primer', -55],
    ]);
  });

  it('does not judge a lot that is not on this device', () => {
    expect(shortfalls(draws, lots, { 'powder-1': 56000 })).toEqual([]);
  });
});

describe('low stock', () => {
  it('is low at or below the threshold, not above it, and never without one', () => {
    expect(isLowStock(200, 200)).toBe(true);
    expect(isLowStock(199, 200)).toBe(true);
    expect(isLowStock(201, 200)).toBe(false);
    expect(isLowStock(0, null)).toBe(false);
  });

  it('judges the total across a component’s lots', () => {
    const total = componentTotal([{ movements: [move(100), move(-50)] }, { movements: [move(120)] }]);
    expect(total).toBe(170);
    expect(isLowStock(total, 170)).toBe(true);
    expect(isLowStock(total, 169)).toBe(false);
  });
});

describe('costPerRound', () => {
  // Powder $389.99 for 8 lb (56,000 gr), primers $52.99 a thousand, bullets $54.99 a hundred, brass $119.99 a hundred.
  const priced = {
    powder: { price: { amount: 389.99, quantity: 56000 } },
    primer: { price: { amount: 52.99, quantity: 1000 } },
    bullet: { price: { amount: 54.99, quantity: 100 } },
    brass: { price: { amount: 119.99, quantity: 100 } },
  };

  it('sums each lot’s price per unit times what a round takes: 41.5 gr of powder, one of the rest', () => {
    const cost = costPerRound(41.5, priced);
    expect(cost.status).toBe('known');
    if (cost.status !== 'known') return;
    expect(cost.parts.powder).toBeCloseTo(0.28901, 5);
    expect(cost.parts.primer).toBeCloseTo(0.05299, 5);
    expect(cost.parts.bullet).toBeCloseTo(0.5499, 5);
    expect(cost.parts.brass).toBeCloseTo(1.1999, 5);
    expect(cost.total).toBeCloseTo(2.0918, 4);
  });

  it('counts only the lots named', () => {
    const cost = costPerRound(41.5, { powder: priced.powder, primer: priced.primer });
    expect(cost).toEqual({
      status: 'known',
      total: (389.99 / 56000) * 41.5 + 52.99 / 1000,
      parts: { powder: (389.99 / 56000) * 41.5, primer: 52.99 / 1000 },
    });
  });

  it('is unknown when a named lot has no price, and says which', () => {
    expect(costPerRound(41.5, { ...priced, bullet: { price: null }, brass: { price: null } })).toEqual({
      status: 'unknown',
      missing: ['bullet', 'brass'],
    });
  });

  it('is unknown when a named lot is not on this device', () => {
    expect(costPerRound(41.5, { ...priced, powder: null })).toEqual({ status: 'unknown', missing: ['powder'] });
  });

  it('is none when no lot is named', () => {
    expect(costPerRound(41.5, {})).toEqual({ status: 'none' });
  });

  it('prices components bought for nothing at 0', () => {
    const cost = costPerRound(41.5, { brass: { price: { amount: 0, quantity: 100 } } });
    expect(cost).toEqual({ status: 'known', total: 0, parts: { brass: 0 } });
  });
});

describe('batchRoundsOnHand', () => {
  it('is the rounds loaded, less those fired (none until shooting a batch exists)', () => {
    expect(batchRoundsOnHand({ rounds: 50 })).toBe(50);
    expect(batchRoundsOnHand({ rounds: 50 }, 20)).toBe(30);
  });
});
