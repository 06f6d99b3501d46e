import { useState } from 'react';
import { compareWithFileSummary, parseChronographFile } from './parse';
import { toShotsToImport, type ShotToImport } from './to-shots';
import { UNSUPPORTED_FILE_MESSAGE, type ChronographString } from './types';

export type ReadFile =
  | { status: 'none' }
  | { status: 'error'; fileName: string; message: string }
  | { status: 'read'; fileName: string; string: ChronographString; shots: ShotToImport[]; comparison: string[] };

/** Reads a dropped or chosen file with the chronograph parsers; any failure is one sentence. */
export function useChronographFile() {
  const [file, setFile] = useState<ReadFile>({ status: 'none' });

  async function read(chosen: File) {
    try {
      const shotString = parseChronographFile(await chosen.text());
      setFile({
        status: 'read',
        fileName: chosen.name,
        string: shotString,
        shots: toShotsToImport(shotString),
        comparison: compareWithFileSummary(shotString),
      });
    } catch (error) {
      console.error('The chronograph file could not be read', error);
      setFile({
        status: 'error',
        fileName: chosen.name,
        message: error instanceof Error && error.message ? error.message : UNSUPPORTED_FILE_MESSAGE,
      });
    }
  }

  return { file, read };
}
