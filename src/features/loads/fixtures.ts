import { loadFieldsSchema, type LoadFields, type LoadFormInput } from './schema';

/**
 * Valid example loads, checked by the schema; used by every test layer and the demo seed. The
 * Creedmoor match load is the whole recipe, as the form saves it today; the varmint load is as loads
 * were saved before the case, seating and BC existed (none of their keys).
 */
export const loadFixtures = {
  creedmoorMatch: loadFieldsSchema.parse({
    name: '6.5 CM 140 ELD-M / H4350',
    cartridge: '6.5 Creedmoor',
    goal: 'precision',
    bullet: { weight: 140, type: 'ELD Match', manufacturer: 'Hornady', bc: 0.326, dragModel: 'G7' },
    powder: { type: 'H4350', weight: 41.5 },
    primer: 'CCI BR-2',
    brass: 'Lapua small primer',
    notes: 'Seated 0.020" off the lands.',
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
  }),
  varmint: loadFieldsSchema.parse({
    name: '.223 55 V-MAX',
    cartridge: '.223 Remington',
    goal: '',
    bullet: { weight: 55, type: 'V-MAX', manufacturer: '' },
    powder: { type: 'Varget', weight: null },
    primer: 'CCI 400',
    brass: 'Lake City',
    notes: '',
  }),
} satisfies Record<string, LoadFields>;

/** The new-load form filled in for the Creedmoor match load, as a user types it. */
export const creedmoorMatchForm: LoadFormInput = {
  name: '6.5 CM 140 ELD-M / H4350',
  cartridge: '6.5 Creedmoor',
  goal: 'precision',
  bulletWeight: '140',
  bulletType: 'ELD Match',
  bulletManufacturer: 'Hornady',
  powderType: 'H4350',
  powderWeight: '41.5',
  primer: 'CCI BR-2',
  brass: 'Lapua small primer',
  notes: 'Seated 0.020" off the lands.',
  bulletBc: '0.326',
  bulletDragModel: 'G7',
  caseBrand: 'Lapua',
  caseTrimLength: '1.910',
  shoulderBump: '0.002',
  neckSizer: 'bushing',
  neckSize: '0.288',
  neckTension: '0.002',
  annealed: true,
  annealMethod: 'AMP induction',
  coal: '2.800',
  cbto: '2.210',
  crimp: '',
};
