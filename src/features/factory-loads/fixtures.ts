import { factoryLoadFieldsSchema, type FactoryLoadFields } from './schema';

/** Valid example factory loads, checked by the schema. */
export const factoryLoadFixtures = {
  federalGoldMedal: factoryLoadFieldsSchema.parse({
    caliber: '.308 Winchester',
    manufacturer: 'Federal',
    product: 'Gold Medal Match',
    bulletWeight: '168-grain',
    bulletType: 'Sierra MatchKing BTHP',
    use: 'Match/Precision',
    cartridgeType: 'Rifle',
  }),
} satisfies Record<string, FactoryLoadFields>;
