import { z } from 'zod';
import { timestampDate } from '@/lib/firestore/fields';

/** What a factory load is for. */
export const FACTORY_LOAD_USES = ['Target/Range', 'Hunting', 'Match/Precision', 'Subsonic'] as const;
export const CARTRIDGE_TYPES = ['Rifle'] as const;

export const FACTORY_LOAD_LIMITS = { short: 100 } as const;

/** The catalogue fields of a factory load (shared by every user). */
export const factoryLoadFieldsSchema = z.object({
  caliber: z.string().min(1).max(FACTORY_LOAD_LIMITS.short),
  manufacturer: z.string().min(1).max(FACTORY_LOAD_LIMITS.short),
  product: z.string().min(1).max(FACTORY_LOAD_LIMITS.short),
  /** Text such as "55-grain". */
  bulletWeight: z.string().min(1).max(FACTORY_LOAD_LIMITS.short),
  bulletType: z.string().min(1).max(FACTORY_LOAD_LIMITS.short),
  use: z.enum(FACTORY_LOAD_USES),
  cartridgeType: z.enum(CARTRIDGE_TYPES),
});
export type FactoryLoadFields = z.output<typeof factoryLoadFieldsSchema>;

/** A factory load as stored in factoryLoad/{id}. */
export const factoryLoadDocSchema = factoryLoadFieldsSchema.extend({
  createdAt: timestampDate,
  updatedAt: timestampDate,
});
export type FactoryLoad = z.output<typeof factoryLoadDocSchema> & { id: string };

/** A factory load a session can pick: its id and catalogue fields (the stamps are the server's business). */
export type FactoryLoadChoice = FactoryLoadFields & { id: string };
