import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { card } from '@/components/ui/styles';
import { cn } from '@/utils/cn';
import { columnNames, firstShotRows, type ColumnMapping, type ShotTable } from '../shot-table';

/** How many of the file's rows the mapper shows. */
const ROWS_SHOWN = 8;
const OPTIONAL = ['shot', 'time', 'date', 'note', 'string'] as const;

/** The form's values: select values are column numbers as text ('' for none). */
const columnMapperSchema = z.object({
  velocity: z.string().regex(/^\d+$/, 'Choose the column that holds the velocities'),
  unit: z.enum(['fps', 'mps']),
  shot: z.string(),
  time: z.string(),
  date: z.string(),
  note: z.string(),
  string: z.string(),
  sighters: z.string().trim().regex(/^\d*$/, 'Sighters must be a whole number, 0 or more'),
});
type ColumnMapperValues = z.infer<typeof columnMapperSchema>;

const optionalColumn = (value: string) => (value === '' ? null : Number(value));

/**
 * The mapper for a table of shots no format claims: its first rows as a table, and which column holds
 * the velocities (and their unit), the shot number, time, date, notes and string, and how many first
 * rows are sighters. Summary rows (average, SD, ES) are found by their labels and compared, never shots.
 */
export function ColumnMapper({
  table,
  mapping,
  message,
  onMap,
}: {
  table: ShotTable;
  mapping: ColumnMapping;
  message: string | null;
  onMap: (mapping: ColumnMapping) => void;
}) {
  const names = columnNames(table);
  const asText = (column: number | null) => (column === null ? '' : String(column));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ColumnMapperValues>({
    resolver: zodResolver(columnMapperSchema),
    defaultValues: {
      velocity: String(mapping.velocity),
      unit: mapping.unit,
      ...Object.fromEntries(OPTIONAL.map((key) => [key, asText(mapping[key])])),
      sighters: String(mapping.skipped.length),
    },
  });
  const columns = names.map((name, index) => ({ value: String(index), label: name }));
  const optional = [{ value: '', label: 'None' }, ...columns];
  const submit = (values: ColumnMapperValues) => {
    const velocity = Number(values.velocity);
    onMap({
      velocity,
      unit: values.unit,
      shot: optionalColumn(values.shot),
      time: optionalColumn(values.time),
      date: optionalColumn(values.date),
      note: optionalColumn(values.note),
      string: optionalColumn(values.string),
      skipped: firstShotRows(table, velocity, Number(values.sighters || '0')),
    });
  };
  return (
    <form noValidate aria-label="Map the columns" className={cn(card, 'space-y-4')} onSubmit={handleSubmit(submit)}>
      <div>
        <h2 className="text-lg font-semibold">Which column is what?</h2>
        <p className="text-sm text-stone-700">
          Rangebook does not know this file&apos;s layout. Say which column holds the velocities; the next file with the
          same columns is read the same way.
        </p>
      </div>
      <div className="overflow-x-auto">
        <table aria-label="First rows of the file" className="min-w-full text-left text-sm">
          <thead>
            <tr>
              {names.map((name, index) => (
                <th key={index} scope="col" className="border-b border-stone-300 px-2 py-1 font-semibold">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.slice(0, ROWS_SHOWN).map((row, rowIndex) => (
              <tr key={rowIndex}>
                {names.map((_, index) => (
                  <td key={index} className="border-b border-stone-200 px-2 py-1">
                    {row[index] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Velocity column"
          error={errors.velocity?.message}
          options={columns}
          {...register('velocity')}
        />
        <SelectField
          label="Velocity unit"
          options={[
            { value: 'fps', label: 'fps' },
            { value: 'mps', label: 'm/s' },
          ]}
          {...register('unit')}
        />
        <SelectField label="Shot number column" options={optional} {...register('shot')} />
        <SelectField label="Time column" options={optional} {...register('time')} />
        <SelectField label="Date column" options={optional} {...register('date')} />
        <SelectField label="Notes column" options={optional} {...register('note')} />
        <SelectField label="String column (several strings)" options={optional} {...register('string')} />
        <TextField
          label="Sighters (first rows to leave out)"
          inputMode="numeric"
          error={errors.sighters?.message}
          {...register('sighters')}
        />
      </div>
      {message && <FormError message={message} />}
      <Button type="submit">Read the shots</Button>
    </form>
  );
}
