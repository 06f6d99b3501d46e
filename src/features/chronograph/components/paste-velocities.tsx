import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SelectField } from '@/components/form/select-field';
import { TextareaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { card } from '@/components/ui/styles';
import { useUnits } from '@/features/units/hooks';
import { cn } from '@/utils/cn';
import { parsePastedVelocities } from '../pasted-velocities';
import { UnsupportedFileError, type ChronographString } from '../types';

/** The list as typed and its unit; the list must read as velocities (its sentence otherwise). */
export const pasteVelocitiesSchema = z
  .object({ text: z.string().max(20_000, 'That is more than a session holds.'), unit: z.enum(['fps', 'mps']) })
  .superRefine((values, context) => {
    try {
      parsePastedVelocities(values.text, values.unit);
    } catch (error) {
      if (!(error instanceof UnsupportedFileError)) throw error;
      context.addIssue({ code: 'custom', path: ['text'], message: error.message });
    }
  });
type PasteVelocitiesValues = z.infer<typeof pasteVelocitiesSchema>;

/**
 * Velocities typed or pasted (off a device's screen, out of a phone app) instead of a file: read into
 * the same preview and import. What was typed stays in the box whatever happens.
 */
export function PasteVelocities({
  onRead,
  autoFocus = false,
}: {
  onRead: (string: ChronographString) => void;
  /** Where the page was opened to paste (the session page's "Paste velocities"). */
  autoFocus?: boolean;
}) {
  const units = useUnits();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasteVelocitiesValues>({
    resolver: zodResolver(pasteVelocitiesSchema),
    defaultValues: { text: '', unit: units.units.velocity },
  });
  return (
    <form
      noValidate
      aria-label="Paste velocities"
      className={cn(card, 'space-y-3')}
      onSubmit={handleSubmit(({ text, unit }) => onRead(parsePastedVelocities(text, unit)))}
    >
      <TextareaField
        id="pasted-velocities"
        label="Or type or paste velocities"
        rows={4}
        placeholder={'2851\n2863\n2847'}
        error={errors.text?.message}
        autoFocus={autoFocus}
        {...register('text')}
      />
      <p className="text-sm text-stone-700">
        One per line, or separated by spaces, commas or semicolons; a decimal comma is fine.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Unit"
          options={[
            { value: 'fps', label: 'fps' },
            { value: 'mps', label: 'm/s' },
          ]}
          {...register('unit')}
        />
        <Button type="submit" variant="secondary">
          Preview velocities
        </Button>
      </div>
    </form>
  );
}
