import { FormError } from '@/components/ui/form-error';
import type { ReadFile } from '../use-chronograph-file';
import type { ImportCheck } from '../use-import-check';
import { FileDrop } from './file-drop';
import { StringPreview } from './string-preview';

/** Choosing a file: the drop zone, what was read (or why not), and whether it can be imported. */
export function FileStep({
  file,
  onFile,
  check,
}: {
  file: ReadFile;
  onFile: (file: File) => void;
  check: ImportCheck;
}) {
  return (
    <>
      <FileDrop onFile={onFile} fileName={file.status === 'none' ? null : file.fileName} />
      {file.status === 'error' && <FormError message={file.message} />}
      {check.status === 'refused' && <FormError message={check.message} />}
      {check.status === 'checking' && (
        <p role="status" className="text-stone-700">
          Checking your sessions…
        </p>
      )}
      {file.status === 'read' && <StringPreview string={file.string} shots={file.shots} comparison={file.comparison} />}
    </>
  );
}
