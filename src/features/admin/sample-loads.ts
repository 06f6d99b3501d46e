import { loadFieldsSchema, type LoadFields } from '@/features/loads/schema';

const ladderStep = (charge: number): LoadFields =>
  loadFieldsSchema.parse({
    name: `6.5 CM 140 ELD-M ladder ${charge.toFixed(1)} gr`,
    cartridge: '6.5 Creedmoor',
    goal: 'precision',
    bullet: { weight: 140, type: 'ELD Match', manufacturer: 'Hornady', bc: 0.326, dragModel: 'G7' },
    powder: { type: 'H4350', weight: charge },
    primer: 'CCI BR-2',
    brass: 'Lapua small primer',
    notes: `Charge ladder step: ${charge.toFixed(1)} gr H4350, seated 2.210" CBTO (2.800" COAL).`,
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

/**
 * The six sample load developments of the admin page: a three-step charge ladder of one
 * 6.5 Creedmoor recipe, and three other common recipes.
 */
export const sampleLoads: LoadFields[] = [
  ladderStep(41.0),
  ladderStep(41.5),
  ladderStep(42.0),
  loadFieldsSchema.parse({
    name: '.308 175 SMK / Varget',
    cartridge: '.308 Winchester',
    goal: 'competition',
    bullet: { weight: 175, type: 'MatchKing HPBT', manufacturer: 'Sierra' },
    powder: { type: 'Varget', weight: 43.5 },
    primer: 'Federal 210M',
    brass: 'Lapua',
    notes: 'F-TR candidate.',
  }),
  loadFieldsSchema.parse({
    name: '.223 55 V-MAX / H335',
    cartridge: '.223 Remington',
    goal: 'varmint',
    bullet: { weight: 55, type: 'V-MAX', manufacturer: 'Hornady' },
    powder: { type: 'H335', weight: 25.0 },
    primer: 'CCI 400',
    brass: 'Lake City',
    notes: '',
  }),
  loadFieldsSchema.parse({
    name: '.30-06 165 AccuBond / IMR 4350',
    cartridge: '.30-06 Springfield',
    goal: 'hunting',
    bullet: { weight: 165, type: 'AccuBond', manufacturer: 'Nosler' },
    powder: { type: 'IMR 4350', weight: 55.5 },
    primer: 'CCI 200',
    brass: 'Winchester',
    notes: 'Elk load.',
  }),
];
