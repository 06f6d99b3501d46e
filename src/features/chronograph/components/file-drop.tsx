import { useId, useState, type DragEvent } from 'react';
import { cn } from '@/utils/cn';

/** Pick files (a phone opens its file chooser) or drop them on the zone: one export, or a folder's worth. */
export function FileDrop({ onFiles, fileName }: { onFiles: (files: File[]) => void; fileName: string | null }) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  }

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={handleDrop}
      data-testid="file-drop"
      className={cn(
        'rounded-xl border-2 border-dashed p-6 text-center',
        dragging ? 'border-amber-600 bg-amber-50' : 'border-stone-300 bg-white',
      )}
    >
      <label htmlFor={inputId} className="block text-base font-semibold">
        Chronograph file
      </label>
      <p className="mt-1 text-sm text-stone-700">
        A Garmin Xero FIT file, ShotView CSV or Excel workbook, a LabRadar series report or Shots file, or a ShotMarker
        shots log. Drop it here or choose it.
      </p>
      <input
        id={inputId}
        type="file"
        accept=".csv,.fit,.xlsx,.xls,text/csv,text/plain"
        className="mx-auto mt-4 block min-h-11 w-full max-w-xs text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-stone-800 file:px-4 file:font-semibold file:text-white"
        multiple
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          if (files.length > 0) onFiles(files);
        }}
      />
      {fileName && <p className="mt-3 text-sm text-stone-700">Read: {fileName}</p>}
    </div>
  );
}
