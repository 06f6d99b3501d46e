import { SelectField } from '@/components/form/select-field';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { formatDateString } from '@/utils/format';
import type { ColumnMapping } from '../shot-table';
import type { ChronographString } from '../types';
import type { ReadFile } from '../use-chronograph-file';
import type { ImportCheck } from '../use-import-check';
import { ColumnMapper } from './column-mapper';
import { FileDrop } from './file-drop';
import { PasteVelocities } from './paste-velocities';
import { StringPreview } from './string-preview';

/** Choosing a file: the drop zone, what was read (or why not), and whether it can be imported. */
export function FileStep({
  file,
  onFiles,
  onPasted,
  pasteFirst = false,
  onMap,
  onRemap,
  onChoose,
  chooserVerb,
  check,
}: {
  file: ReadFile;
  onFiles: (files: File[]) => void;
  /** A list of velocities typed or pasted instead of a file. */
  onPasted: (string: ChronographString) => void;
  /** Opened to paste velocities: the list's box has the focus. */
  pasteFirst?: boolean;
  /** The column mapper's choice for a table no format claims. */
  onMap: (mapping: ColumnMapping) => void;
  /** Back to the mapper, for a table read with a mapping. */
  onRemap: () => void;
  /** Picks which string of a file that holds several is previewed (and, into a session, imported). */
  onChoose: (index: number) => void;
  /** What choosing a string does here: picks the one imported (into a session) or only the one previewed. */
  chooserVerb: 'import' | 'preview';
  /** The chosen string's check; null where the file's strings are checked one by one elsewhere. */
  check: ImportCheck | null;
}) {
  return (
    <>
      <FileDrop onFiles={onFiles} fileName={file.status === 'none' ? null : file.fileName} />
      <PasteVelocities onRead={onPasted} autoFocus={pasteFirst} />
      {file.status === 'reading' && (
        <p role="status" className="text-stone-700">
          Reading file {file.done + 1} of {file.total}…
        </p>
      )}
      {file.status === 'error' && <FormError message={file.message} />}
      {file.status === 'mapping' && (
        // Keyed by the file: another file's mapper starts from its own guess.
        <ColumnMapper
          key={file.fileName}
          table={file.table}
          mapping={file.mapping}
          message={file.message}
          onMap={onMap}
        />
      )}
      {file.status === 'read' && file.mapped && (
        <Button variant="secondary" onClick={onRemap}>
          Choose the columns again
        </Button>
      )}
      {(file.status === 'error' || file.status === 'read') && file.problems.length > 0 && (
        <div>
          <h2 className="font-semibold">
            {file.status === 'read' ? 'Files left out' : 'Why each file could not be read'}
          </h2>
          <ul
            aria-label="Files that could not be read"
            className="mt-1 list-disc space-y-1 pl-5 text-sm text-stone-800"
          >
            {file.problems.map((problem) => (
              <li key={problem.fileName}>
                {problem.fileName}: {problem.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {file.status === 'read' && file.series.length > 1 && (
        <SelectField
          label={`String to ${chooserVerb} (${file.sources[0] === file.fileName ? 'the file holds' : 'the files hold'} ${file.series.length})`}
          value={String(file.index)}
          onChange={(event) => onChoose(Number(event.target.value))}
          options={file.series.map((string, index) => ({
            value: String(index),
            label: [
              string.title ?? `String ${index + 1}`,
              file.sources[index] !== file.fileName ? file.sources[index] : null,
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
      {file.status === 'read' && <StringPreview string={file.string} shots={file.shots} />}
    </>
  );
}
