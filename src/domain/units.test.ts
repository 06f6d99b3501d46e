import { describe, expect, it } from 'vitest';
import { formatDecimal } from '@/lib/numbers';
import { expectClose } from '@/test-utils/oracles';
import { fc, PROPERTIES } from '@/test-utils/property';
import {
  CANONICAL_UNITS,
  defaultUnitPreferences,
  displayValue,
  fromCanonical,
  groupAngle,
  groupSizeForAngle,
  IMPERIAL_UNITS,
  ladderSlopeFromCanonical,
  METRIC_UNITS,
  PREFERENCE_KINDS,
  rateFromCanonical,
  rateToCanonical,
  storeEdited,
  temperatureSensitivityFromCanonical,
  toCanonical,
  unitLabel,
  unitPreferencesSchema,
  UNITS_BY_KIND,
  type QuantityKind,
  type Unit,
  type UnitOf,
} from './units';

const KINDS = Object.keys(UNITS_BY_KIND) as QuantityKind[];
/** Every (kind, unit) pair, typed loosely: the tests go through all of them alike. */
const EVERY_UNIT = KINDS.flatMap((kind) => UNITS_BY_KIND[kind].map((unit) => ({ kind, unit: unit as Unit })));
const to = (kind: QuantityKind, value: number, unit: Unit) => toCanonical(kind, value, unit as UnitOf<typeof kind>);
const from = (kind: QuantityKind, value: number, unit: Unit) => fromCanonical(kind, value, unit as UnitOf<typeof kind>);

// One rounding per conversion step, so a few ulps at most.
const EXACT = { abs: 1e-12, rel: 1e-14 };

describe('conversions', () => {
  it.each([
    // kind, canonical value, unit, the same quantity in that unit (worked from the exact factors)
    ['velocity', 2706, 'mps', 824.7888],
    ['velocity', 1000, 'mps', 304.8],
    ['mass', 41.5, 'g', 2.689154765],
    ['mass', 7000, 'g', 453.59237], // the pound
    ['distance', 100, 'm', 91.44],
    ['distance', 1760, 'm', 1609.344], // the mile
    ['length', 1, 'mm', 25.4],
    ['length', 0.5, 'mm', 12.7],
    ['angle', 60, 'mil', (Math.PI / 180) * 1000], // a degree
    ['angle', 21600, 'mil', 2000 * Math.PI], // a full turn
    ['temperature', 32, 'degC', 0],
    ['temperature', 212, 'degC', 100],
    ['temperature', -40, 'degC', -40],
    ['temperature', 59, 'degC', 15],
    ['wind', 10, 'kmh', 16.09344],
    ['wind', 10, 'mps', 4.4704],
  ] as const)('%s: %d canonical is %d %s, both ways', (kind, canonical, unit, converted) => {
    expectClose(from(kind, canonical, unit), converted, EXACT);
    expectClose(to(kind, converted, unit), canonical, EXACT);
  });

  it('converts wind between its metric units: 36 km/h is 10 m/s', () => {
    expectClose(to('wind', 36, 'kmh'), to('wind', 10, 'mps'), EXACT);
  });

  it('gives back the very same number in the canonical unit', () => {
    for (const kind of KINDS) {
      for (const value of [0.1 + 0.2, 2706, -12.7, 1 / 3]) {
        expect(to(kind, value, CANONICAL_UNITS[kind])).toBe(value);
        expect(from(kind, value, CANONICAL_UNITS[kind])).toBe(value);
      }
    }
  });
});

describe('round trips', PROPERTIES, () => {
  const unitArb = fc.constantFrom(...EVERY_UNIT);
  const valueArb = fc.double({ min: -1e6, max: 1e6, noNaN: true });

  it('come back to the value, from any unit and from canonical', () => {
    fc.assert(
      fc.property(unitArb, valueArb, ({ kind, unit }, value) => {
        expectClose(from(kind, to(kind, value, unit), unit), value, EXACT);
        expectClose(to(kind, from(kind, value, unit), unit), value, EXACT);
      }),
    );
  });

  it('keep differences: a difference converts by the scale alone, the temperature offset cancels', () => {
    fc.assert(
      fc.property(unitArb, valueArb, valueArb, ({ kind, unit }, a, b) => {
        const scale = from(kind, 1, unit) - from(kind, 0, unit);
        expectClose(from(kind, a, unit) - from(kind, b, unit), (a - b) * scale, { abs: 1e-8, rel: 1e-12 });
      }),
    );
  });
});

describe('rates', () => {
  it('turn a ladder slope in fps per grain into each velocity-per-mass unit', () => {
    expectClose(ladderSlopeFromCanonical(20, 'fps', 'gr'), 20, EXACT);
    expectClose(ladderSlopeFromCanonical(20, 'mps', 'gr'), 6.096, EXACT);
    expectClose(ladderSlopeFromCanonical(20, 'fps', 'g'), 20 / 0.06479891, EXACT);
    expectClose(ladderSlopeFromCanonical(20, 'mps', 'g'), (20 * 0.3048) / 0.06479891, EXACT);
    expect(ladderSlopeFromCanonical(20, 'mps', 'g')).toBeCloseTo(94.0757, 4);
  });

  it('turn temperature sensitivity in fps/°F into m/s per °C by 0.3048 × 9/5, with no offset', () => {
    expectClose(temperatureSensitivityFromCanonical(1.5, 'mps', 'degC'), 0.82296, EXACT);
    expectClose(temperatureSensitivityFromCanonical(1.5, 'fps', 'degC'), 2.7, EXACT);
    expectClose(temperatureSensitivityFromCanonical(1.5, 'mps', 'degF'), 0.4572, EXACT);
    expect(temperatureSensitivityFromCanonical(0, 'mps', 'degC')).toBe(0);
  });

  it('agree with converting both ends of a line: the slope of the converted points', PROPERTIES, () => {
    const slopeArb = fc.double({ min: -50, max: 50, noNaN: true });
    const pointArb = fc.double({ min: -60, max: 140, noNaN: true });
    fc.assert(
      fc.property(
        slopeArb,
        pointArb,
        pointArb,
        fc.constantFrom(...UNITS_BY_KIND.velocity),
        fc.constantFrom(...UNITS_BY_KIND.temperature),
        (fpsPerDegreeF, t1, t2, velocityUnit, temperatureUnit) => {
          fc.pre(Math.abs(t1 - t2) > 1);
          const velocityAt = (t: number) => 2700 + fpsPerDegreeF * (t - 59);
          const rise =
            fromCanonical('velocity', velocityAt(t2), velocityUnit) -
            fromCanonical('velocity', velocityAt(t1), velocityUnit);
          const run =
            fromCanonical('temperature', t2, temperatureUnit) - fromCanonical('temperature', t1, temperatureUnit);
          expectClose(temperatureSensitivityFromCanonical(fpsPerDegreeF, velocityUnit, temperatureUnit), rise / run, {
            abs: 1e-9,
            rel: 1e-9,
          });
        },
      ),
    );
  });

  it('come back through rateToCanonical', () => {
    const per = { kind: 'velocity', unit: 'mps' } as const;
    const of = { kind: 'mass', unit: 'g' } as const;
    expectClose(rateToCanonical(rateFromCanonical(17.3, per, of), per, of), 17.3, EXACT);
  });
});

describe('group angles', () => {
  it('make 1 MOA at 100 yards 1.047 inches', () => {
    expect(groupSizeForAngle(1, 'moa', 100)).toBeCloseTo(1.047, 3);
    // π/10800 rad subtends 3600·π/10800 = 1.04719755 in by small angles; the exact tangent adds 7 parts in 10^9.
    expectClose(groupSizeForAngle(1, 'moa', 100), 1.0471975586, { abs: 1e-10 });
    expect(groupAngle(1.047, 100, 'moa')).toBeCloseTo(0.99981, 5);
  });

  it('make 1 MIL at 100 metres 10 cm', () => {
    const hundredMetres = toCanonical('distance', 100, 'm');
    const size = fromCanonical('length', groupSizeForAngle(1, 'mil', hundredMetres), 'mm');
    expectClose(size, 100.0000083, { abs: 1e-7 }); // 2·100 m·tan(0.0005)
    expectClose(groupAngle(toCanonical('length', 100, 'mm'), hundredMetres, 'mil'), 1, { abs: 1e-7 });
  });

  it('give the same angle in MOA as in MIL converted', () => {
    const moa = groupAngle(0.75, 300, 'moa');
    expectClose(toCanonical('angle', groupAngle(0.75, 300, 'mil'), 'mil'), moa, EXACT);
    expectClose(moa, 0.2387, { abs: 1e-4 });
  });

  it('invert exactly: the size for the angle of a size is that size', PROPERTIES, () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 1, max: 3000, noNaN: true }),
        fc.constantFrom(...UNITS_BY_KIND.angle),
        (inches, yards, unit) => {
          expectClose(groupSizeForAngle(groupAngle(inches, yards, unit), unit, yards), inches, EXACT);
        },
      ),
    );
  });
});

describe('labels', () => {
  it.each([
    ['fps', 'fps'],
    ['mps', 'm/s'],
    ['gr', 'gr'],
    ['g', 'g'],
    ['yd', 'yd'],
    ['m', 'm'],
    ['in', 'in'],
    ['mm', 'mm'],
    ['moa', 'MOA'],
    ['mil', 'MIL'],
    ['degF', '°F'],
    ['degC', '°C'],
    ['mph', 'mph'],
    ['kmh', 'km/h'],
  ] as const)('%s reads %s', (unit, label) => {
    expect(unitLabel(unit)).toBe(label);
  });
});

describe('unit preferences', () => {
  it.each(['en-US', 'en', 'es-US', 'en-LR', 'my-MM', 'my'])('are imperial for %s', (locale) => {
    expect(defaultUnitPreferences(locale)).toEqual(IMPERIAL_UNITS);
  });

  it.each(['en-GB', 'en-CA', 'fr-FR', 'fr-CA', 'de-DE', 'sv-SE', 'es', 'ja', 'not a locale!', ''])(
    'are metric for %j',
    (locale) => {
      expect(defaultUnitPreferences(locale)).toEqual(METRIC_UNITS);
    },
  );

  it('keep grains for powder and bullets in both, and are metric otherwise', () => {
    expect(METRIC_UNITS).toEqual({
      velocity: 'mps',
      powderWeight: 'gr',
      bulletWeight: 'gr',
      distance: 'm',
      length: 'mm',
      barrelLength: 'mm',
      angle: 'mil',
      temperature: 'degC',
      wind: 'mps',
    });
  });

  it('are a copy each time, so changing one changes no default', () => {
    const preferences = defaultUnitPreferences('fr-FR');
    preferences.barrelLength = 'in';
    expect(defaultUnitPreferences('fr-FR').barrelLength).toBe('mm');
  });

  it('validate through the schema, each field a unit of its kind', () => {
    expect(unitPreferencesSchema.parse(METRIC_UNITS)).toEqual(METRIC_UNITS);
    expect(unitPreferencesSchema.parse({ ...IMPERIAL_UNITS, extra: 1 })).toEqual(IMPERIAL_UNITS);
    expect(unitPreferencesSchema.safeParse({ ...METRIC_UNITS, length: 'cm' }).success).toBe(false);
    expect(unitPreferencesSchema.safeParse({ ...METRIC_UNITS, wind: undefined }).success).toBe(false);
    for (const [field, kind] of Object.entries(PREFERENCE_KINDS)) {
      expect(unitPreferencesSchema.shape[field as keyof typeof PREFERENCE_KINDS].options).toEqual(UNITS_BY_KIND[kind]);
    }
  });
});

describe('no drift', () => {
  const LOCALES = ['en-US', 'fr-FR', 'de-DE', 'sv-SE'];
  const CANONICAL_VALUES = [2706, 41.3, 0.1 + 0.2, 0.435, -12.7, 1 / 3, 3000];
  const CYCLES = 100;

  /** Shows `canonical` and saves the text shown, `cycles` times; the canonical value after each. */
  function saveUnchanged(kind: QuantityKind, canonical: number, unit: Unit, decimals: number, locale: string) {
    let stored = canonical;
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const shown = displayValue(kind, stored, unit as UnitOf<typeof kind>, decimals, locale);
      const saved = storeEdited(kind, stored, shown, unit as UnitOf<typeof kind>, decimals, locale);
      if (!saved.ok) throw new Error(`"${shown}" was refused in ${locale}`);
      stored = saved.value;
    }
    return stored;
  }

  it(`leaves the canonical value bit-identical over ${CYCLES} save-and-edit cycles in each unit`, () => {
    for (const { kind, unit } of EVERY_UNIT) {
      for (const locale of ['en-US', 'fr-FR']) {
        for (const decimals of [0, 1, 2]) {
          for (const canonical of CANONICAL_VALUES) {
            expect(Object.is(saveUnchanged(kind, canonical, unit, decimals, locale), canonical)).toBe(true);
          }
        }
      }
    }
  });

  it('leaves any canonical value bit-identical, in any unit and locale', PROPERTIES, () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EVERY_UNIT),
        fc.constantFrom(...LOCALES),
        fc.integer({ min: 0, max: 3 }),
        fc.double({ min: -1e5, max: 1e5, noNaN: true }),
        ({ kind, unit }, locale, decimals, canonical) => {
          expect(Object.is(saveUnchanged(kind, canonical, unit, decimals, locale), canonical)).toBe(true);
        },
      ),
    );
  });

  it('shows an edited figure as it was typed, in any unit and locale', PROPERTIES, () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EVERY_UNIT),
        fc.constantFrom(...LOCALES),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: -1e7, max: 1e7 }),
        ({ kind, unit }, locale, decimals, digits) => {
          const typed = formatDecimal(digits / 10 ** decimals, locale, decimals);
          const saved = storeEdited(kind, 0, typed, unit as UnitOf<typeof kind>, decimals, locale);
          expect(saved.ok).toBe(true);
          if (saved.ok)
            expect(displayValue(kind, saved.value, unit as UnitOf<typeof kind>, decimals, locale)).toBe(typed);
        },
      ),
    );
  });

  it('where converting the shown figure back would drift', () => {
    // 2706 fps shows as 824.8 m/s; 824.8 m/s is 2706.04 fps, not 2706.
    expect(displayValue('velocity', 2706, 'mps', 1)).toBe('824.8');
    expect(toCanonical('velocity', 824.8, 'mps')).not.toBe(2706);
  });

  it('stores a figure retyped the same, with other digits, unchanged', () => {
    expect(displayValue('mass', 38.58, 'g', 1, 'fr-FR')).toBe('2,5');
    expect(storeEdited('mass', 38.58, '2,50', 'g', 1, 'fr-FR')).toEqual({ ok: true, value: 38.58 });
    expect(storeEdited('mass', 38.58, ' 2.5', 'g', 1, 'fr-FR')).toEqual({ ok: true, value: 38.58 });
  });

  it('converts an edited figure once, shows it as typed, and then keeps it', () => {
    const edited = storeEdited('velocity', 2706, '830,5', 'mps', 1, 'fr-FR');
    expect(edited).toEqual({ ok: true, value: toCanonical('velocity', 830.5, 'mps') });
    if (!edited.ok) return;
    expect(displayValue('velocity', edited.value, 'mps', 1, 'fr-FR')).toBe('830,5');
    expect(Object.is(saveUnchanged('velocity', edited.value, 'mps', 1, 'fr-FR'), edited.value)).toBe(true);
  });

  it('refuses text that is not a number, with the clear message', () => {
    expect(storeEdited('temperature', 59, 'warm', 'degC', 0, 'de-DE')).toEqual({
      ok: false,
      message: 'Enter a number, like 2.5 or 2,5',
    });
  });
});
