import { SelectField } from '@/components/form/select-field';
import { FormError } from '@/components/ui/form-error';
import { formatDateString } from '@/utils/format';
import type { ReadFile } from '../use-chronograph-file';
import type { ImportCheck } from '../use-import-check';
import { FileDrop } from './file-drop';
import { StringPreview } from './string-preview';

/** Choosing a file: the drop zone, what was read (or why not), and whether it can be imported. */
export function FileStep({
  file,
  onFile,
  onChoose,
  check,
}: {
  file: ReadFile;
  onFile: (file: File) => void;
  /** Picks which string of a file that holds several is previewed (and, into a session, imported). */
  onChoose: (index: number) => void;
  /** The chosen string's check; null where the file's strings are checked one by one elsewhere. */
  check: ImportCheck | null;
}) {
  return (
    <>
      <FileDrop onFile={onFile} fileName={file.status === 'none' ? null : file.fileName} />
      {file.status === 'error' && <FormError message={file.message} />}
      {file.status === 'read' && file.series.length > 1 && (
        <SelectField
          label={`String to import (the file holds ${file.series.length})`}
          value={String(file.index)}
          onChange={(event) => onChoose(Number(event.target.value))}
          options={file.series.map((string, index) => ({
            value: String(index),
            label: [
              string.title ?? `String ${index + 1}`,
              string.date ? formatDateString(string.date) : null,
              `${string.shots.filter((shot) => !shot.sighter).length} shots`,
            ]
              .filter(Boolean)
              .join(' · '),
          }))}
        />
      )}
      {check?.status === 'refused' && <FormError message={check.message} />}
      {check?.status === 'checking' && (
        <p role="status" className="text-stone-700">
          Checking your sessions…
        </p>
      )}
      {file.status === 'read' && <StringPreview string={file.string} shots={file.shots} comparison={file.comparison} />}
    </>
  );
}
