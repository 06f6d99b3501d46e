import type { ComponentKind } from '@/domain/inventory';
import { componentFieldsSchema, lotFieldsSchema, type ComponentFields, type LotFields } from './schema';

/** Valid example components, one of each kind, checked by the schema; used by every test layer. */
export const componentFixtures = {
  h4350: componentFieldsSchema.parse({
    kind: 'powder',
    name: 'Hodgdon H4350',
    // 1 lb: time to order more.
    lowStock: 7000,
    notes: 'Extreme series; temperature stable.',
  }),
  br2: componentFieldsSchema.parse({ kind: 'primer', name: 'CCI BR-2', lowStock: 200, notes: '' }),
  eldm: componentFieldsSchema.parse({ kind: 'bullet', name: 'Hornady 140 ELD-M', lowStock: 100, notes: '' }),
  lapua: componentFieldsSchema.parse({ kind: 'brass', name: 'Lapua 6.5 Creedmoor', lowStock: null, notes: '' }),
} satisfies Record<string, ComponentFields>;

/**
 * Valid example lots of those components, with the quantity bought and the price paid for it:
 * 8 lb (56,000 gr) of powder for $389.99, 1,000 primers for $52.99, 500 bullets for $274.95 ($54.99
 * a hundred), 100 cases for $119.99.
 */
export const lotFixtures = {
  h4350: {
    fields: lotFieldsSchema.parse({
      lotNumber: '22114',
      purchaseDate: '2026-09-12',
      price: { amount: 389.99, quantity: 56000 },
    }),
    bought: 56000,
  },
  br2: {
    fields: lotFieldsSchema.parse({
      lotNumber: 'BR2-0425',
      purchaseDate: '2026-09-12',
      price: { amount: 52.99, quantity: 1000 },
    }),
    bought: 1000,
  },
  eldm: {
    fields: lotFieldsSchema.parse({
      lotNumber: '3241587',
      purchaseDate: '2026-10-02',
      price: { amount: 274.95, quantity: 500 },
    }),
    bought: 500,
  },
  lapua: {
    fields: lotFieldsSchema.parse({ lotNumber: '', purchaseDate: null, price: { amount: 119.99, quantity: 100 } }),
    bought: 100,
  },
} satisfies Record<keyof typeof componentFixtures, { fields: LotFields; bought: number }>;

/** The fixture of each kind, by kind. */
export const fixtureKeyOfKind: Record<ComponentKind, keyof typeof componentFixtures> = {
  powder: 'h4350',
  primer: 'br2',
  bullet: 'eldm',
  brass: 'lapua',
};
