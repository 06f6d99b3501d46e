import { barrelFieldsSchema, cleaningSchema, type BarrelFields, type Cleaning } from './schema';

/**
 * Valid example barrels and cleanings, checked by the schema; used by the tests and the demo seed. The
 * Tikka's factory barrel came off on 2026-06-01 for a Bartlein, whose lands were measured the next week.
 */
export const barrelFixtures = {
  factory: barrelFieldsSchema.parse({
    name: 'Factory barrel',
    installedOn: null,
    removedOn: '2026-06-01',
    length: 24,
    twist: '1:8',
    startingRounds: 612,
    cbtoToLands: 2.23,
    cbtoMeasuredOn: '2026-01-10',
    cleaningInterval: 200,
  }),
  bartlein: barrelFieldsSchema.parse({
    name: 'Bartlein 5R',
    installedOn: '2026-06-01',
    removedOn: null,
    length: 26,
    twist: '1:7.5',
    startingRounds: 0,
    cbtoToLands: 2.255,
    cbtoMeasuredOn: '2026-06-08',
    cleaningInterval: 150,
  }),
} satisfies Record<string, BarrelFields>;

export const cleaningFixtures = {
  copper: cleaningSchema.parse({
    id: '1780000000000-0-abcdef',
    date: '2026-08-01',
    work: 'Copper and carbon, patches',
    roundsAt: 200,
    note: 'Carbon ring at the throat',
  }),
} satisfies Record<string, Cleaning>;
