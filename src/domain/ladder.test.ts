import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../tests/support/property/prng';
import {
  analyzeLadder,
  ladderCharges,
  ladderSentence,
  ladderTrendSentence,
  ocwWindows,
  type LadderShot,
} from './ladder';
import { displayUnits, IMPERIAL_EN_US } from './unit-format';
import { METRIC_UNITS } from './units';

const imperial = displayUnits(IMPERIAL_EN_US);

const VELOCITIES = [2858.67, 2850.14, 2891.57, 2874.75, 2929.22, 2917.64, 2936.67, 2994.89, 3014.56, 3017.43];
const CHARGES = [40.0, 40.3, 40.6, 40.9, 41.2, 41.5, 41.8, 42.1, 42.4, 42.7];
const satterlee = (velocities: readonly number[], charges: readonly number[]): LadderShot[] =>
  velocities.map((velocity, index) => ({ charge: charges[index]!, velocity }));

/** A ladder rising 20 fps a step but for one flat step (41.2 to 41.5 gr), plus the given noise. */
const plateau = (noise: readonly number[]) =>
  satterlee(
    CHARGES.map((_, index) => 2800 + 20 * (index <= 4 ? index : index - 1) + noise[index]!),
    CHARGES,
  );

describe('analyzeLadder', () => {
  it('matches the ten-step vector: 19.8 fps a step, SE 2.05, residual SD 18.6, no flat spot', () => {
    const ladder = analyzeLadder(satterlee(VELOCITIES, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
    expect(ladder.method).toBe('satterlee');
    expect(ladder.slope!.toFixed(1)).toBe('19.8');
    // 18.585 / sqrt(82.5) = 2.046: 2.0 to one decimal (2.05 to two).
    expect(ladder.slopeStandardError).toBeCloseTo(2.046, 3);
    expect(ladder.residualSd!.toFixed(1)).toBe('18.6');
    expect(ladder.flatSpots).toEqual([]);
    expect(ladder.steps.every((step) => !step.outsideNoise)).toBe(true);
    expect(ladder.verdict).toBe('no-node-beyond-noise');
    expect(ladderSentence(ladder, imperial)).toBe('The ladder shows no node beyond noise (residual SD 18.6 fps).');
    // 90% interval: 19.82 ± t(0.95, 8) 1.859548 x 2.046.
    expect(ladder.slopeInterval!.low).toBeCloseTo(19.8216 - 1.859548 * 2.04616, 3);
    expect(ladder.slopeInterval!.high).toBeCloseTo(19.8216 + 1.859548 * 2.04616, 3);
  });

  it('gives the same figures per step with charges in grains (0.3 gr a step)', () => {
    const ladder = analyzeLadder(satterlee(VELOCITIES, CHARGES));
    expect((ladder.slope! * 0.3).toFixed(1)).toBe('19.8');
    expect(ladder.slopeStandardError! * 0.3).toBeCloseTo(2.046, 3);
    expect(ladder.residualSd!.toFixed(1)).toBe('18.6');
    expect(ladder.verdict).toBe('no-node-beyond-noise');
    expect(ladder.steps.map((step) => step.change.toFixed(2))).toEqual([
      '-8.53',
      '41.43',
      '-16.82',
      '54.47',
      '-11.58',
      '19.03',
      '58.22',
      '19.67',
      '2.87',
    ]);
  });

  it('marks a clean flat step in a quiet ladder', () => {
    const ladder = analyzeLadder(plateau([0.6, -0.4, 0.3, -0.7, 0.2, 0.5, -0.3, 0.1, -0.6, 0.4]));
    expect(ladder.verdict).toBe('flat-spot');
    expect(ladder.flatSpots).toHaveLength(1);
    const [spot] = ladder.flatSpots;
    expect(spot).toMatchObject({ fromCharge: 41.2, toCharge: 41.5, outsideNoise: true });
    expect(spot!.change).toBeCloseTo(0.3, 9);
    // Freed, the step falls about 20 fps short of the trend, far beyond its few-fps band.
    expect(spot!.shift!).toBeLessThan(-15);
    expect(Math.abs(spot!.shift!)).toBeGreaterThan(spot!.noiseBand!);
    expect(ladderSentence(ladder, imperial)).toBe(
      'Flat spot beyond noise: 41.2 to 41.5 gr (0 fps where the trend gives 17).',
    );
  });

  it('does not mark the same flat step once ordinary shot-to-shot noise hides it', () => {
    const ladder = analyzeLadder(plateau([6, -4, 3, -7, 2, 5, -3, 1, -6, 4]));
    expect(ladder.verdict).toBe('no-node-beyond-noise');
    expect(ladder.flatSpots).toEqual([]);
  });

  it('fits an OCW ladder on each charge mean, weighted by its shots', () => {
    const shots: LadderShot[] = [
      { charge: 41.0, velocity: 2790 },
      { charge: 41.0, velocity: 2800 },
      { charge: 41.0, velocity: 2810 },
      { charge: 41.3, velocity: 2825 },
      { charge: 41.6, velocity: 2835 },
      { charge: 41.6, velocity: 2845 },
      { charge: 41.9, velocity: 2860 },
      { charge: 41.9, velocity: 2866 },
      { charge: 41.9, velocity: 2872 },
      { charge: 42.2, velocity: 2880 },
    ];
    expect(ladderCharges(shots)).toEqual([
      { charge: 41.0, meanVelocity: 2800, shots: 3 },
      { charge: 41.3, meanVelocity: 2825, shots: 1 },
      { charge: 41.6, meanVelocity: 2840, shots: 2 },
      { charge: 41.9, meanVelocity: 2866, shots: 3 },
      { charge: 42.2, meanVelocity: 2880, shots: 1 },
    ]);
    const ladder = analyzeLadder(shots);
    expect(ladder.method).toBe('ocw');
    // Weighting the means by their shots gives the slope of a fit through every shot.
    const n = shots.length;
    const meanCharge = shots.reduce((sum, shot) => sum + shot.charge, 0) / n;
    const meanVelocity = shots.reduce((sum, shot) => sum + shot.velocity, 0) / n;
    const sxy = shots.reduce((sum, shot) => sum + (shot.charge - meanCharge) * (shot.velocity - meanVelocity), 0);
    const sxx = shots.reduce((sum, shot) => sum + (shot.charge - meanCharge) ** 2, 0);
    expect(ladder.slope).toBeCloseTo(sxy / sxx, 9);
    expect(ladder.steps).toHaveLength(4);
    expect(ladder.steps.every((step) => step.noiseBand !== null)).toBe(true);
  });

  it('gives an OCW ladder of equal groups the Satterlee figures of its means', () => {
    const groups = VELOCITIES.flatMap((velocity, index) =>
      [-5, 0, 5].map((offset) => ({ charge: CHARGES[index]!, velocity: velocity + offset })),
    );
    const ocw = analyzeLadder(groups);
    const single = analyzeLadder(satterlee(VELOCITIES, CHARGES));
    expect(ocw.method).toBe('ocw');
    expect(ocw.slope).toBeCloseTo(single.slope!, 9);
    expect(ocw.residualSd).toBeCloseTo(single.residualSd!, 9);
    expect(ocw.verdict).toBe(single.verdict);
  });

  it('sees no node in an exactly straight ladder, whatever the rounding', () => {
    for (const step of [20, 17.3, 0.1]) {
      const ladder = analyzeLadder(
        satterlee(
          CHARGES.map((_, index) => 2813.7 + step * index),
          CHARGES,
        ),
      );
      expect(ladder.verdict).toBe('no-node-beyond-noise');
      expect(ladder.residualSd).toBeCloseTo(0, 6);
    }
  });

  it('needs four charges to tell a node from noise', () => {
    const three = analyzeLadder(satterlee(VELOCITIES.slice(0, 3), CHARGES));
    expect(three.verdict).toBe('too-few-charges');
    expect(three.slope).not.toBeNull();
    expect(three.slopeStandardError).not.toBeNull();
    expect(three.steps.every((step) => step.noiseBand === null && step.shift === null && !step.outsideNoise)).toBe(
      true,
    );
    expect(ladderSentence(three, imperial)).toBe(
      'Too few charges to tell a node from noise: a ladder needs at least 4.',
    );
    const one = analyzeLadder([{ charge: 41, velocity: 2800 }]);
    expect(one).toMatchObject({
      slope: null,
      slopeStandardError: null,
      slopeInterval: null,
      residualSd: null,
      steps: [],
    });
    expect(analyzeLadder([]).verdict).toBe('too-few-charges');
  });
});

describe('ladderTrendSentence', () => {
  it('gives the ten-step vector per grain at 0.1 gr steps: 198.2 fps per grain, 90% interval ±38.0, scatter 18.6', () => {
    const charges = VELOCITIES.map((_, step) => Math.round((41 + step * 0.1) * 10) / 10);
    const ladder = analyzeLadder(satterlee(VELOCITIES, charges));
    // 19.82 fps a step is 198.2 a grain; t(0.95, 8) 1.8595 x SE 20.46 = 38.05.
    expect(ladderTrendSentence(ladder, imperial)).toBe(
      'Velocity rises 198.2 fps per grain (90% interval 160.2 to 236.3); its charges scatter 18.6 fps about that line.',
    );
  });

  it('says falls for a falling ladder, leaves out what two charges cannot give, and is null below two', () => {
    const two = analyzeLadder(satterlee([2800, 2780], [41, 42]));
    expect(ladderTrendSentence(two, imperial)).toBe('Velocity falls 20 fps per grain.');
    expect(ladderTrendSentence(analyzeLadder(satterlee([2800], [41])), imperial)).toBeNull();
  });
});

describe('ladder properties (seeded)', () => {
  const random = seededRandom(2024);
  const normal = () => Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());

  it('marks a step of a node-free ladder outside noise in at most 1 - level of ladders', () => {
    // Bonferroni bounds the chance by 1 - level = 10%; two steps rarely stray together, so it comes
    // close to that bound. The count is random: allow three standard errors of a 10% proportion.
    const ladders = 600;
    let marked = 0;
    for (let i = 0; i < ladders; i++) {
      const sd = 3 + random.next() * 20;
      const shots = CHARGES.slice(0, random.int(4, 10)).map((charge) => ({
        charge,
        velocity: 2800 + 60 * (charge - 40) + sd * normal(),
      }));
      if (analyzeLadder(shots).steps.some((step) => step.outsideNoise)) marked++;
    }
    expect(marked / ladders).toBeLessThanOrEqual(0.1 + 3 * Math.sqrt((0.1 * 0.9) / ladders));
  });

  it('gives the same verdict, slope, shifts and bands when every velocity or charge moves by a constant', () => {
    for (let i = 0; i < 100; i++) {
      const shots = CHARGES.slice(0, random.int(4, 10)).map((charge, index) => ({
        charge,
        velocity: 2800 + 20 * index + 15 * normal(),
      }));
      const dv = (random.next() - 0.5) * 400;
      const dc = (random.next() - 0.5) * 4;
      const before = analyzeLadder(shots);
      const after = analyzeLadder(shots.map((shot) => ({ charge: shot.charge + dc, velocity: shot.velocity + dv })));
      expect(after.verdict).toBe(before.verdict);
      expect(after.slope).toBeCloseTo(before.slope!, 6);
      expect(after.residualSd).toBeCloseTo(before.residualSd!, 6);
      after.steps.forEach((step, index) => {
        expect(step.shift).toBeCloseTo(before.steps[index]!.shift!, 6);
        expect(step.noiseBand).toBeCloseTo(before.steps[index]!.noiseBand!, 6);
      });
    }
  });

  it('puts the slope inside its interval', () => {
    for (let i = 0; i < 100; i++) {
      const shots = CHARGES.map((charge) => ({ charge, velocity: 2800 + 60 * (charge - 40) + 10 * normal() }));
      const ladder = analyzeLadder(shots, 0.5 + random.next() * 0.49);
      expect(ladder.slopeInterval!.low).toBeLessThanOrEqual(ladder.slope!);
      expect(ladder.slopeInterval!.high).toBeGreaterThanOrEqual(ladder.slope!);
    }
  });
});

describe('ocwWindows', () => {
  const at = (charge: number, x: number, y: number) => ({ charge, centre: { x, y } });

  it('finds three or more consecutive charges whose centres lie within the distance', () => {
    const centres = [
      at(40.0, 0, 0),
      at(40.2, 0.8, 0.3),
      at(40.4, 1.0, 0.5),
      at(40.6, 1.1, 0.45),
      at(40.8, 1.05, 0.6),
      at(41.0, 2.0, 1.5),
      at(41.2, 2.1, 1.4),
      at(41.4, 3, 3),
    ];
    const windows = ocwWindows(centres, 0.3);
    expect(windows).toHaveLength(1);
    expect(windows[0]!.charges).toEqual([40.4, 40.6, 40.8]);
    // The farthest pair: (1.1, 0.45) and (1.05, 0.6).
    expect(windows[0]!.spread).toBeCloseTo(Math.hypot(0.05, 0.15), 12);
    // Charges given out of order are taken in charge order.
    expect(ocwWindows([...centres].reverse(), 0.3)).toEqual(windows);
  });

  it('gives every longest window, overlapping ones included, and none of their parts', () => {
    const centres = [at(40.0, 0, 0), at(40.2, 0.2, 0), at(40.4, 0.4, 0), at(40.6, 0.6, 0)];
    expect(ocwWindows(centres, 0.45).map((window) => window.charges)).toEqual([
      [40.0, 40.2, 40.4],
      [40.2, 40.4, 40.6],
    ]);
    expect(ocwWindows(centres, 1).map((window) => window.charges)).toEqual([[40.0, 40.2, 40.4, 40.6]]);
    expect(ocwWindows(centres, 0.1)).toEqual([]);
    expect(ocwWindows(centres.slice(0, 2), 10)).toEqual([]);
    expect(ocwWindows([], 1)).toEqual([]);
  });

  it('keeps every pair of a window within the distance (seeded)', () => {
    const random = seededRandom(99);
    for (let i = 0; i < 200; i++) {
      const centres = Array.from({ length: random.int(0, 12) }, (_, index) =>
        at(40 + index * 0.2, random.next() * 2, random.next() * 2),
      );
      const distance = random.next() * 1.5;
      const windows = ocwWindows(centres, distance);
      for (const window of windows) {
        expect(window.charges.length).toBeGreaterThanOrEqual(3);
        const inWindow = centres.filter((centre) => window.charges.includes(centre.charge));
        for (const a of inWindow) {
          for (const b of inWindow) {
            expect(Math.hypot(a.centre.x - b.centre.x, a.centre.y - b.centre.y)).toBeLessThanOrEqual(distance);
          }
        }
      }
      // No window lies inside another.
      for (const a of windows) {
        for (const b of windows) {
          if (a !== b) expect(a.charges.every((charge) => b.charges.includes(charge))).toBe(false);
        }
      }
    }
  });
});

describe('the ladder sentences in the account units', () => {
  const grams = displayUnits({ preferences: { ...METRIC_UNITS, powderWeight: 'g' }, locale: 'fr-FR' });
  const grains = displayUnits({ preferences: METRIC_UNITS, locale: 'fr-FR' });
  const tenSteps = () =>
    analyzeLadder(
      satterlee(
        VELOCITIES,
        VELOCITIES.map((_, step) => Math.round((41 + step * 0.1) * 10) / 10),
      ),
    );

  it('gives the slope and its interval in m/s per gram, converted from the fit in fps per grain', () => {
    // 198.216 fps/gr x 0.3048 / 0.06479891 = 932.36 m/s per g; interval 160.17 to 236.27 fps/gr.
    expect(ladderTrendSentence(tenSteps(), grams)).toBe(
      'Velocity rises 932,4 m/s per gram (90% interval 753,4 to 1\u202f111,3); its charges scatter 5,7 m/s about that line.',
    );
    expect(ladderSentence(tenSteps(), grams)).toBe('The ladder shows no node beyond noise (residual SD 5,7 m/s).');
  });

  it('gives m/s per grain when the account keeps grains', () => {
    expect(ladderTrendSentence(tenSteps(), grains)).toBe(
      'Velocity rises 60,4 m/s per grain (90% interval 48,8 to 72); its charges scatter 5,7 m/s about that line.',
    );
  });

  it('names a flat spot by its charges in grams and its velocities in m/s', () => {
    const ladder = analyzeLadder(plateau([0.6, -0.4, 0.3, -0.7, 0.2, 0.5, -0.3, 0.1, -0.6, 0.4]));
    // 41.2 and 41.5 gr are 2.6697 and 2.6892 g; the step's 0.3 fps is 0.09 m/s, the trend's 16.95 fps 5.17 m/s.
    expect(ladderSentence(ladder, grams)).toBe(
      'Flat spot beyond noise: 2,67 to 2,689 g (0,1 m/s where the trend gives 5,2).',
    );
  });
});
