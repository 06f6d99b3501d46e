import { factoryLoadFixtures } from '@/features/factory-loads/fixtures';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { loadFixtures } from '@/features/loads/fixtures';
import { sessionStartSchema, type SessionStart } from './schema';

/** Valid example session starts, checked by the schema; ids point at the records the tests seed. */
export const sessionFixtures = {
  handload: sessionStartSchema.parse({
    sessionName: 'Ladder test at 100 yd',
    date: '2026-11-21',
    location: 'Cedar Ridge Range',
    weather: { temperature: 48, windSpeed: 6, windDirection: 'NW', humidity: 55, conditions: 'Partly Cloudy' },
    ammunitionType: 'handload',
    selectedAmmunition: {
      type: 'handload',
      loadDevelopmentId: 'load-1',
      name: loadFixtures.creedmoorMatch.name,
      cartridge: loadFixtures.creedmoorMatch.cartridge,
      bullet: loadFixtures.creedmoorMatch.bullet,
      powder: loadFixtures.creedmoorMatch.powder,
      caseDetails: loadFixtures.creedmoorMatch.caseDetails,
      seating: loadFixtures.creedmoorMatch.seating,
    },
    selectedFirearm: {
      id: 'firearm-1',
      make: firearmFixtures.tikka.make,
      model: firearmFixtures.tikka.model,
      caliber: firearmFixtures.tikka.caliber,
      barrelLength: firearmFixtures.tikka.barrelLength,
      scope: firearmFixtures.tikka.scope,
    },
    notes: 'Chrono 15 ft from the muzzle.',
  }),
  factory: sessionStartSchema.parse({
    sessionName: 'Factory baseline',
    date: '2026-11-22',
    location: '',
    weather: { temperature: null, windSpeed: null, windDirection: '', humidity: null, conditions: '' },
    ammunitionType: 'factory',
    selectedAmmunition: {
      type: 'factory',
      factoryLoadId: 'factory-1',
      manufacturer: factoryLoadFixtures.federalGoldMedal.manufacturer,
      product: factoryLoadFixtures.federalGoldMedal.product,
      caliber: factoryLoadFixtures.federalGoldMedal.caliber,
      bulletWeight: factoryLoadFixtures.federalGoldMedal.bulletWeight,
      bulletType: factoryLoadFixtures.federalGoldMedal.bulletType,
    },
    selectedFirearm: {
      id: 'firearm-1',
      make: firearmFixtures.tikka.make,
      model: firearmFixtures.tikka.model,
      caliber: firearmFixtures.tikka.caliber,
      barrelLength: firearmFixtures.tikka.barrelLength,
      scope: firearmFixtures.tikka.scope,
    },
    notes: '',
  }),
} satisfies Record<string, SessionStart>;
