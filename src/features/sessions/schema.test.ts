import { describe, expect, it } from 'vitest';
import { factoryLoadFixtures } from '@/features/factory-loads/fixtures';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { loadFixtures } from '@/features/loads/fixtures';
import { sessionFixtures } from './fixtures';
import {
  EMPTY_STATISTICS,
  emptySessionForm,
  sessionFormSchema,
  sessionStartSchema,
  shotSchema,
  storedSessionDocSchema,
  type SessionFormInput,
} from './schema';
import { factorySnapshot, firearmSnapshot, handloadSnapshot } from './session-start-schema';
import { EMPTY_SHOT_MESSAGE, newShotId, shotFormSchema } from './shot-form-schema';

const stamps = { userId: 'alice', createdAt: new Date(), updatedAt: new Date() };

function messages(form: SessionFormInput) {
  const result = sessionFormSchema.safeParse(form);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('snapshot builders', () => {
  it('keeps exactly the fields of a handload: the recipe as shot, its BC, case and seating with it', () => {
    const snapshot = handloadSnapshot({ ...loadFixtures.creedmoorMatch, status: 'Planning', ...stamps, id: 'load-1' });
    expect(snapshot).toEqual({
      type: 'handload',
      loadDevelopmentId: 'load-1',
      name: loadFixtures.creedmoorMatch.name,
      cartridge: '6.5 Creedmoor',
      bullet: { weight: 140, type: 'ELD Match', manufacturer: 'Hornady', bc: 0.326, dragModel: 'G7' },
      powder: { type: 'H4350', weight: 41.5 },
      caseDetails: {
        brand: 'Lapua',
        trimLength: 1.91,
        shoulderBump: 0.002,
        neckSizer: 'bushing',
        neckSize: 0.288,
        neckTension: 0.002,
        annealed: true,
        annealMethod: 'AMP induction',
      },
      seating: { coal: 2.8, cbto: 2.21, crimp: '' },
    });
    expect(sessionStartSchema.shape.selectedAmmunition.parse(snapshot)).toEqual(snapshot);
  });

  it('copies no case or seating from a load saved before they existed, and the session schema reads both', () => {
    const snapshot = handloadSnapshot({ ...loadFixtures.varmint, status: 'Planning', ...stamps, id: 'load-2' });
    expect(snapshot).toEqual({
      type: 'handload',
      loadDevelopmentId: 'load-2',
      name: '.223 55 V-MAX',
      cartridge: '.223 Remington',
      bullet: { weight: 55, type: 'V-MAX', manufacturer: '' },
      powder: { type: 'Varget', weight: null },
    });
    expect(sessionStartSchema.shape.selectedAmmunition.parse(snapshot)).toEqual(snapshot);
  });

  it('refuses a snapshot whose BC has no drag model, or whose seating is out of shape', () => {
    const snapshot = handloadSnapshot({ ...loadFixtures.creedmoorMatch, status: 'Planning', ...stamps, id: 'load-1' });
    if (snapshot.type !== 'handload') throw new Error('Not a handload snapshot');
    const ammunition = sessionStartSchema.shape.selectedAmmunition;
    expect(ammunition.safeParse({ ...snapshot, bullet: { ...snapshot.bullet, dragModel: '' } }).success).toBe(false);
    expect(ammunition.safeParse({ ...snapshot, seating: { coal: -1, cbto: null, crimp: '' } }).success).toBe(false);
  });

  it('keeps exactly the fields of a factory load', () => {
    expect(
      factorySnapshot({
        ...factoryLoadFixtures.federalGoldMedal,
        id: 'f-1',
      }),
    ).toEqual({
      type: 'factory',
      factoryLoadId: 'f-1',
      manufacturer: 'Federal',
      product: 'Gold Medal Match',
      caliber: '.308 Winchester',
      bulletWeight: '168-grain',
      bulletType: 'Sierra MatchKing BTHP',
    });
  });

  it('keeps {id, make, model, caliber, barrelLength, scope} of a firearm', () => {
    expect(firearmSnapshot({ ...firearmFixtures.tikka, ...stamps, id: 'fa-1' })).toEqual({
      id: 'fa-1',
      make: 'Tikka',
      model: 'T3x CTR',
      caliber: '6.5 Creedmoor',
      barrelLength: 24,
      scope: 'Vortex Viper PST Gen II 5-25x50',
    });
  });

  it('builds snapshots the session schema accepts', () => {
    const start = {
      sessionName: 'x',
      date: '2026-11-22',
      location: '',
      weather: { temperature: null, windSpeed: null, windDirection: '', humidity: null, conditions: '' },
      ammunitionType: 'factory',
      selectedAmmunition: factorySnapshot({
        ...factoryLoadFixtures.federalGoldMedal,
        id: 'f-1',
      }),
      selectedFirearm: firearmSnapshot({ ...firearmFixtures.ar15, ...stamps, id: 'fa-2' }),
      notes: '',
    };
    expect(sessionStartSchema.safeParse(start).success).toBe(true);
  });
});

describe('session form schema', () => {
  it('gives the four spec messages for an empty form', () => {
    expect(messages(emptySessionForm(new Date(2026, 10, 22)))).toEqual({
      sessionName: 'Session name is required',
      ammunitionType: 'Please select ammunition type',
      ammunitionId: 'Please select ammunition',
      firearmId: 'Please select a firearm',
    });
  });

  it('bounds humidity to 0..100 and temperature to what the rules accept', () => {
    const valid: SessionFormInput = {
      ...emptySessionForm(),
      sessionName: 'x',
      ammunitionType: 'handload',
      ammunitionId: 'a',
      firearmId: 'f',
    };
    expect(messages({ ...valid, humidity: '101' })).toEqual({ humidity: 'Humidity must be between 0 and 100' });
    expect(messages({ ...valid, humidity: '-1' })).toEqual({ humidity: 'Humidity must be between 0 and 100' });
    expect(messages({ ...valid, humidity: '100', temperature: '-80' })).toEqual({});
    expect(messages({ ...valid, temperature: '-81' })).toEqual({
      temperature: 'Temperature must be between -80 and 150 °F',
    });
  });

  it('starts with today as the date', () => {
    expect(emptySessionForm(new Date(2026, 10, 22, 23, 30)).date).toBe('2026-11-22');
  });
});

describe('shot form schema', () => {
  it('takes whole fps and impact to the thousandth, each optional', () => {
    expect(shotFormSchema.parse({ velocity: '2815', impact: '0.4567', note: ' flyer ' })).toEqual({
      velocity: 2815,
      impact: 0.457,
      note: 'flyer',
    });
    expect(shotFormSchema.parse({ velocity: '', impact: '0.5', note: '' })).toEqual({
      velocity: null,
      impact: 0.5,
      note: '',
    });
    expect(shotFormSchema.parse({ velocity: '', impact: '', note: 'misfire' })).toEqual({
      velocity: null,
      impact: null,
      note: 'misfire',
    });
  });

  it('refuses an empty shot, with a message on the velocity field', () => {
    const result = shotFormSchema.safeParse({ velocity: ' ', impact: '', note: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['velocity'], message: EMPTY_SHOT_MESSAGE }),
    ]);
  });

  it('refuses a fractional or zero velocity and a negative impact', () => {
    expect(shotFormSchema.safeParse({ velocity: '2815.5', impact: '', note: '' }).success).toBe(false);
    expect(shotFormSchema.safeParse({ velocity: '0', impact: '', note: '' }).success).toBe(false);
    expect(shotFormSchema.safeParse({ velocity: '', impact: '-0.1', note: '' }).success).toBe(false);
  });
});

describe('a shot’s target', () => {
  const shot = (target: unknown) => ({
    id: 'a',
    timestamp: new Date(),
    velocity: 2800,
    impact: null,
    note: '',
    target,
  });

  it('takes a whole number from 1 to 999, or none (target 1)', () => {
    expect(shotSchema.safeParse(shot(2)).success).toBe(true);
    expect(shotSchema.safeParse(shot(999)).success).toBe(true);
    expect(shotSchema.safeParse(shot(undefined)).success).toBe(true);
    for (const bad of [0, 1000, 2.5, '2', null]) expect(shotSchema.safeParse(shot(bad)).success).toBe(false);
  });
});

describe('newShotId', () => {
  it('is derived from the time and unique within the same millisecond', () => {
    const ids = Array.from({ length: 50 }, () => newShotId(1_763_800_000_000));
    expect(new Set(ids).size).toBe(50);
    expect(ids.every((id) => id.startsWith('1763800000000-'))).toBe(true);
  });
});

describe('storedSessionDocSchema', () => {
  const shot = (id: string) => ({ id, timestamp: new Date(), velocity: 2800, impact: null, note: '' });
  const stored = (shots: object[], shotIds: unknown) => ({
    ...sessionFixtures.handload,
    ...stamps,
    status: 'active',
    shots,
    shotIds,
    exclusions: {},
    statistics: EMPTY_STATISTICS,
    endedAt: null,
  });

  it("reads a session whose shotIds are its shots' ids in order, and leaves them out", () => {
    const session = storedSessionDocSchema.parse(stored([shot('a'), shot('b')], ['a', 'b']));
    expect(session.shots.map((item) => item.id)).toEqual(['a', 'b']);
    expect(session).not.toHaveProperty('shotIds');
  });

  it.each([
    ['missing', undefined],
    ['in another order', ['b', 'a']],
    ['one short', ['a']],
    ['one too many', ['a', 'b', 'c']],
  ])('refuses a session whose shotIds are %s', (_case, shotIds) => {
    expect(storedSessionDocSchema.safeParse(stored([shot('a'), shot('b')], shotIds)).success).toBe(false);
  });
});
