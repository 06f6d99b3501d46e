import { nextTask } from '@/lib/next-task';
import { factoryLoadFieldsSchema, type FactoryLoadFields } from './schema';

// Its schemas are built in a task of their own (lib/next-task.ts).
await nextTask();

type Row = [manufacturer: string, product: string, grains: number, bulletType: string, use: FactoryLoadFields['use']];

// Ten calibers, five real factory loads each: 50 records across 10 calibers.
const rows: Record<string, Row[]> = {
  '.223 Remington': [
    ['Federal', 'American Eagle', 55, 'FMJ Boat Tail', 'Target/Range'],
    ['Hornady', 'Varmint Express', 55, 'V-MAX', 'Hunting'],
    ['Black Hills', 'Match', 69, 'Sierra MatchKing HP', 'Match/Precision'],
    ['Winchester', 'USA White Box', 55, 'FMJ', 'Target/Range'],
    ['Remington', 'Premier Match', 77, 'Sierra MatchKing BTHP', 'Match/Precision'],
  ],
  '.308 Winchester': [
    ['Federal', 'Gold Medal Match', 168, 'Sierra MatchKing BTHP', 'Match/Precision'],
    ['Hornady', 'Precision Hunter', 178, 'ELD-X', 'Hunting'],
    ['Winchester', 'Deer Season XP', 150, 'Extreme Point', 'Hunting'],
    ['Sig Sauer', 'Elite Match Grade', 175, 'Open Tip Match', 'Match/Precision'],
    ['PMC', 'Bronze', 147, 'FMJ Boat Tail', 'Target/Range'],
  ],
  '6.5 Creedmoor': [
    ['Hornady', 'Match', 140, 'ELD Match', 'Match/Precision'],
    ['Federal', 'Gold Medal Berger', 130, 'Berger Hybrid', 'Match/Precision'],
    ['Hornady', 'Precision Hunter', 143, 'ELD-X', 'Hunting'],
    ['Winchester', 'Match', 140, 'Sierra MatchKing BTHP', 'Match/Precision'],
    ['Nosler', 'Trophy Grade', 129, 'AccuBond Long Range', 'Hunting'],
  ],
  '.30-06 Springfield': [
    ['Federal', 'Power-Shok', 150, 'Soft Point', 'Hunting'],
    ['Hornady', 'American Whitetail', 165, 'InterLock', 'Hunting'],
    ['Remington', 'Core-Lokt', 180, 'Pointed Soft Point', 'Hunting'],
    ['Winchester', 'Super-X', 150, 'Power-Point', 'Hunting'],
    ['Prvi Partizan', 'Match', 168, 'HPBT', 'Target/Range'],
  ],
  '.300 Winchester Magnum': [
    ['Federal', 'Premium Gold Medal', 190, 'Sierra MatchKing BTHP', 'Match/Precision'],
    ['Hornady', 'Precision Hunter', 200, 'ELD-X', 'Hunting'],
    ['Nosler', 'Trophy Grade', 180, 'AccuBond', 'Hunting'],
    ['Winchester', 'Expedition Big Game', 180, 'AccuBond CT', 'Hunting'],
    ['Berger', 'Elite Hunter', 215, 'Hybrid Hunter', 'Hunting'],
  ],
  '.243 Winchester': [
    ['Hornady', 'Superformance Varmint', 58, 'V-MAX', 'Hunting'],
    ['Federal', 'Fusion', 95, 'Fusion Soft Point', 'Hunting'],
    ['Winchester', 'Deer Season XP', 95, 'Extreme Point', 'Hunting'],
    ['Remington', 'Core-Lokt', 100, 'Pointed Soft Point', 'Hunting'],
    ['Nosler', 'Ballistic Tip Varmint', 55, 'Ballistic Tip', 'Hunting'],
  ],
  '.270 Winchester': [
    ['Federal', 'Power-Shok', 130, 'Soft Point', 'Hunting'],
    ['Hornady', 'Precision Hunter', 145, 'ELD-X', 'Hunting'],
    ['Winchester', 'Super-X', 130, 'Power-Point', 'Hunting'],
    ['Remington', 'Core-Lokt', 150, 'Soft Point', 'Hunting'],
    ['Nosler', 'Trophy Grade', 130, 'AccuBond', 'Hunting'],
  ],
  '6mm Creedmoor': [
    ['Hornady', 'Match', 108, 'ELD Match', 'Match/Precision'],
    ['Federal', 'Gold Medal Berger', 105, 'Berger Hybrid', 'Match/Precision'],
    ['Berger', 'Match Grade', 105, 'Hybrid Target', 'Match/Precision'],
    ['Hornady', 'Precision Hunter', 103, 'ELD-X', 'Hunting'],
    ['Nosler', 'Match Grade', 105, 'RDF HPBT', 'Match/Precision'],
  ],
  '.300 AAC Blackout': [
    ['Hornady', 'Subsonic', 190, 'Sub-X', 'Subsonic'],
    ['Sig Sauer', 'Elite Performance Subsonic', 220, 'Open Tip Match', 'Subsonic'],
    ['Federal', 'American Eagle', 150, 'FMJ', 'Target/Range'],
    ['Barnes', 'VOR-TX', 110, 'TAC-TX', 'Hunting'],
    ['Remington', 'UMC', 220, 'Open Tip Flat Base', 'Subsonic'],
  ],
  '.22 Long Rifle': [
    ['CCI', 'Standard Velocity', 40, 'Lead Round Nose', 'Target/Range'],
    ['Eley', 'Tenex', 40, 'Lead Round Nose', 'Match/Precision'],
    ['Lapua', 'Center-X', 40, 'Lead Round Nose', 'Match/Precision'],
    ['CCI', 'Subsonic HP', 40, 'Lead Hollow Point', 'Subsonic'],
    ['Federal', 'AutoMatch', 40, 'Lead Round Nose', 'Target/Range'],
  ],
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The factory-load catalogue, each with a deterministic id, so seeding twice adds nothing. */
export const factoryCatalogue: { id: string; fields: FactoryLoadFields }[] = Object.entries(rows).flatMap(
  ([caliber, loads]) =>
    loads.map(([manufacturer, product, grains, bulletType, use]) => ({
      id: slug(`${caliber} ${manufacturer} ${product} ${grains}`),
      fields: factoryLoadFieldsSchema.parse({
        caliber,
        manufacturer,
        product,
        bulletWeight: `${grains}-grain`,
        bulletType,
        use,
        cartridgeType: 'Rifle',
      }),
    })),
);
