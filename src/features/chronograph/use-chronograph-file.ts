import { useState } from 'react';
import { compareWithFileSummary } from './parse';
import { parseChronographBytes } from './parse-bytes';
import { toShotsToImport, type ShotToImport } from './to-shots';
import { UNSUPPORTED_ANY_FILE_MESSAGE, type ChronographFormat, type ChronographString } from './types';

export type ReadFile =
  | { status: 'none' }
  | { status: 'error'; fileName: string; message: string }
  | {
      status: 'read';
      fileName: string;
      format: ChronographFormat;
      /** Every string of the file, in file order (a ShotView workbook or a ShotMarker log holds several). */
      series: ChronographString[];
      /** Which of them is shown and imported. */
      index: number;
      string: ChronographString;
      shots: ShotToImport[];
      comparison: string[];
    };

/** The file's string at `index`, with the shots it stores and how our figures compare with the file's. */
function withString(fileName: string, format: ChronographFormat, series: ChronographString[], index: number): ReadFile {
  const string = series[index]!;
  return {
    status: 'read',
    fileName,
    format,
    series,
    index,
    string,
    shots: toShotsToImport(string),
    comparison: compareWithFileSummary(string),
  };
}

/**
 * Reads a dropped or chosen file with the chronograph readers (every format, told by content); any
 * failure is one sentence. A file of several strings shows its first until another is chosen.
 */
export function useChronographFile() {
  const [file, setFile] = useState<ReadFile>({ status: 'none' });

  async function read(chosen: File) {
    try {
      const parsed = await parseChronographBytes(new Uint8Array(await chosen.arrayBuffer()), chosen.name);
      setFile(withString(chosen.name, parsed.format, parsed.series, 0));
    } catch (error) {
      console.error('The chronograph file could not be read', error);
      setFile({
        status: 'error',
        fileName: chosen.name,
        message: error instanceof Error && error.message ? error.message : UNSUPPORTED_ANY_FILE_MESSAGE,
      });
    }
  }

  function choose(index: number) {
    setFile((current) =>
      current.status === 'read' && index >= 0 && index < current.series.length
        ? withString(current.fileName, current.format, current.series, index)
        : current,
    );
  }

  return { file, read, choose };
}
