import { firearmFieldsSchema, type FirearmFields, type FirearmFormInput } from './schema';

/** Valid example firearms, checked by the schema; used by every test layer and the demo seed. */
export const firearmFixtures = {
  tikka: firearmFieldsSchema.parse({
    name: 'Tikka T3x CTR',
    make: 'Tikka',
    model: 'T3x CTR',
    caliber: '6.5 Creedmoor',
    barrelLength: 24,
    twist: '1:8',
    action: 'Bolt Action',
    stock: 'Synthetic',
    scope: 'Vortex Viper PST Gen II 5-25x50',
    serialNumber: 'T3X-118204',
    purchaseDate: '2024-03-15',
    roundCount: 612,
    lastCleaned: '2026-10-30',
    notes: 'Load development rifle. Clean every 150 rounds.',
    status: 'Active',
  }),
  ar15: firearmFieldsSchema.parse({
    name: 'Service Rifle',
    make: 'Colt',
    model: 'LE6920',
    caliber: '.223 Remington',
    barrelLength: 16.1,
    twist: '1:7',
    action: 'Semi-Auto',
    stock: 'Composite',
    scope: 'Trijicon ACOG 4x32',
    serialNumber: '',
    purchaseDate: null,
    roundCount: 0,
    lastCleaned: null,
    notes: '',
    status: 'Inactive',
  }),
} satisfies Record<string, FirearmFields>;

/** The add-firearm form filled in for the Tikka, as a user types it. */
export const tikkaForm: FirearmFormInput = {
  name: 'Tikka T3x CTR',
  make: 'Tikka',
  model: 'T3x CTR',
  caliber: '6.5 Creedmoor',
  barrelLength: '24',
  twist: '1:8',
  action: 'Bolt Action',
  stock: 'Synthetic',
  scope: 'Vortex Viper PST Gen II 5-25x50',
  serialNumber: 'T3X-118204',
  purchaseDate: '2024-03-15',
  roundCount: '612',
  lastCleaned: '2026-10-30',
  notes: 'Load development rifle. Clean every 150 rounds.',
  status: 'Active',
};
