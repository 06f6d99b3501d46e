import { loadFieldsSchema, type LoadFields, type LoadFormInput } from './schema';

/** Valid example loads, checked by the schema; used by every test layer and the demo seed. */
export const loadFixtures = {
  creedmoorMatch: loadFieldsSchema.parse({
    name: '6.5 CM 140 ELD-M / H4350',
    cartridge: '6.5 Creedmoor',
    goal: 'precision',
    bullet: { weight: 140, type: 'ELD Match', manufacturer: 'Hornady' },
    powder: { type: 'H4350', weight: 41.5 },
    primer: 'CCI BR-2',
    brass: 'Lapua small primer',
    notes: 'Seated 0.020" off the lands.',
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
};
