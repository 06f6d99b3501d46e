import { useState } from 'react';
import { parseChronographBytes } from './parse-bytes';
import { toShotsToImport, type ShotToImport } from './to-shots';
import { UNSUPPORTED_ANY_FILE_MESSAGE, type ChronographString } from './types';

/** A file that could not be read, and why, in one sentence. */
export type FileProblem = { fileName: string; message: string };

export type ReadFile =
  | { status: 'none' }
  | { status: 'reading'; fileName: string; done: number; total: number }
  | { status: 'error'; fileName: string; message: string; problems: FileProblem[] }
  | {
      status: 'read';
      /** The file's name, or "3 files" for several. */
      fileName: string;
      /** Every string of every file read, in the order the files were given and each file's own order. */
      series: ChronographString[];
      /** The name of the file each string came from. */
      sources: string[];
      /** Files of the batch that could not be read (the others still come in). */
      problems: FileProblem[];
      /** Which string is shown (and, into a session, imported). */
      index: number;
      string: ChronographString;
      shots: ShotToImport[];
    };

type ReadBatch = Omit<Extract<ReadFile, { status: 'read' }>, 'index' | 'string' | 'shots'>;

/** The batch with the string at `index` shown, and its shots as they would be stored. */
function showing(batch: ReadBatch, index: number): ReadFile {
  const string = batch.series[index]!;
  return {
    ...batch,
    status: 'read',
    index,
    string,
    shots: toShotsToImport(string),
  };
}

const sentenceOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : UNSUPPORTED_ANY_FILE_MESSAGE;

/** What the drop zone names as the source of a typed or pasted list. */
const PASTED = 'Velocities typed or pasted';

const namesOf = (files: readonly File[]) => (files.length === 1 ? files[0]!.name : `${files.length} files`);

/**
 * Reads one dropped or chosen file, or many at once (a LabRadar card's folder, a month of ShotView
 * exports), with the chronograph readers (every format, told by content). A file that cannot be read
 * is one sentence; in a batch the others still come in, and the first string shows until another is
 * chosen.
 */
export function useChronographFile() {
  const [file, setFile] = useState<ReadFile>({ status: 'none' });

  async function read(chosen: File | readonly File[]) {
    const files = Array.isArray(chosen) ? (chosen as readonly File[]) : [chosen as File];
    if (files.length === 0) return;
    const fileName = namesOf(files);
    const series: ChronographString[] = [];
    const sources: string[] = [];
    const problems: FileProblem[] = [];
    for (const [done, each] of files.entries()) {
      if (files.length > 1) setFile({ status: 'reading', fileName, done, total: files.length });
      try {
        const parsed = await parseChronographBytes(new Uint8Array(await each.arrayBuffer()), each.name);
        series.push(...parsed.series);
        sources.push(...parsed.series.map(() => each.name));
      } catch (error) {
        console.error(`The chronograph file ${each.name} could not be read`, error);
        problems.push({ fileName: each.name, message: sentenceOf(error) });
      }
    }
    if (series.length === 0) {
      const message =
        files.length === 1
          ? problems[0]!.message
          : `None of the ${files.length} files is a chronograph export Rangebook can read.`;
      setFile({ status: 'error', fileName, message, problems: files.length === 1 ? [] : problems });
      return;
    }
    setFile(showing({ status: 'read', fileName, series, sources, problems }, 0));
  }

  /** A list typed or pasted, shown as a file of one string would be. */
  function readPasted(string: ChronographString) {
    setFile(showing({ status: 'read', fileName: PASTED, series: [string], sources: [PASTED], problems: [] }, 0));
  }

  function choose(index: number) {
    setFile((current) =>
      current.status === 'read' && index >= 0 && index < current.series.length ? showing(current, index) : current,
    );
  }

  return { file, read, readPasted, choose };
}
