import { z } from 'zod';

/** The widest table the mapper takes: more columns than any chronograph export writes. */
export const MAX_COLUMNS = 200;
/** The longest layout key kept (a header's names joined): headers longer than this are cut. */
export const MAX_SHAPE_LENGTH = 2000;

const column = z.number().int().min(0).lt(MAX_COLUMNS);

/**
 * Which column of a table of shots holds what (0-based), and the velocities' unit: the mapping the
 * shooter chose for a device's files, remembered by their layout (`columnMappings`, firestore.rules).
 */
export const columnMappingSchema = z.object({
  velocity: column,
  unit: z.enum(['fps', 'mps']),
  shot: column.nullable(),
  time: column.nullable(),
  date: column.nullable(),
  note: column.nullable(),
  /** A column naming each row's string (several strings in one file). */
  string: column.nullable(),
});
export type StoredColumnMapping = z.infer<typeof columnMappingSchema>;

/** columnMappings/{id}: the mapping, its owner and the layout it is for. */
export const columnMappingDocSchema = columnMappingSchema.extend({
  userId: z.string().min(1),
  shape: z.string().min(1).max(MAX_SHAPE_LENGTH),
});
export type ColumnMappingDoc = z.infer<typeof columnMappingDocSchema>;
