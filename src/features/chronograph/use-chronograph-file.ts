import { useState } from 'react';
import { db } from '@/lib/firebase';
import { rememberColumnMapping, rememberedColumnMapping } from './column-mappings-api';
import { parseChronographBytes } from './parse-bytes';
import {
  headerShape,
  mapShotTable,
  suggestMapping,
  UnknownLayoutError,
  type ColumnMapping,
  type MappedTable,
  type ShotTable,
} from './shot-table';
import { toShotsToImport, type ShotToImport } from './to-shots';
import { UNSUPPORTED_ANY_FILE_MESSAGE, type ChronographString } from './types';

/** A file that could not be read, and why, in one sentence. */
export type FileProblem = { fileName: string; message: string };

export type ReadFile =
  | { status: 'none' }
  | { status: 'reading'; fileName: string; done: number; total: number }
  | { status: 'error'; fileName: string; message: string; problems: FileProblem[] }
  | {
      /** A table of shots no format claims: the shooter says which column is what. */
      status: 'mapping';
      fileName: string;
      table: ShotTable;
      /** The mapping the form starts from: the last one chosen for this file, else a guess. */
      mapping: ColumnMapping;
      /** Why the last mapping gave no shots. */
      message: string | null;
    }
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
      /** A table read with a column mapping (one file): its columns can be chosen again. */
      mapped?: MappedTable;
    };

type ReadBatch = Omit<Extract<ReadFile, { status: 'read' }>, 'index' | 'string' | 'shots'>;

/** A table's mapping as remembered for its layout, for this file (no rows left out yet); null when none is. */
async function rememberedFor(userId: string, table: ShotTable): Promise<ColumnMapping | null> {
  const remembered = await rememberedColumnMapping(db, userId, headerShape(table));
  return remembered ? { ...remembered, skipped: [] } : null;
}

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
 * chosen. A table no format claims is read with the mapping `userId` chose for its layout before,
 * else opens the column mapper (one file) or is one of the files left out (a batch).
 */
export function useChronographFile(userId: string) {
  const [file, setFile] = useState<ReadFile>({ status: 'none' });

  /** A file's strings: a known format's, or a table's with its remembered mapping. */
  async function stringsOf(each: File): Promise<{ series: ChronographString[]; mapped?: MappedTable }> {
    try {
      return await parseChronographBytes(new Uint8Array(await each.arrayBuffer()), each.name);
    } catch (error) {
      if (!(error instanceof UnknownLayoutError)) throw error;
      const mapping = await rememberedFor(userId, error.table);
      if (!mapping) throw error;
      return { series: mapShotTable(error.table, mapping, each.name), mapped: { table: error.table, mapping } };
    }
  }

  async function read(chosen: File | readonly File[]) {
    const files = Array.isArray(chosen) ? (chosen as readonly File[]) : [chosen as File];
    if (files.length === 0) return;
    const fileName = namesOf(files);
    const series: ChronographString[] = [];
    const sources: string[] = [];
    const problems: FileProblem[] = [];
    let mapped: MappedTable | undefined;
    for (const [done, each] of files.entries()) {
      if (files.length > 1) setFile({ status: 'reading', fileName, done, total: files.length });
      try {
        const parsed = await stringsOf(each);
        series.push(...parsed.series);
        sources.push(...parsed.series.map(() => each.name));
        mapped = parsed.mapped;
      } catch (error) {
        if (files.length === 1 && error instanceof UnknownLayoutError) {
          const { table } = error;
          setFile({ status: 'mapping', fileName, table, mapping: suggestMapping(table), message: null });
          return;
        }
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
    setFile(
      showing(
        { status: 'read', fileName, series, sources, problems, ...(files.length === 1 && mapped ? { mapped } : {}) },
        0,
      ),
    );
  }

  /** The mapper's choice: the table read with it, and remembered for the next file of its layout. */
  function map(mapping: ColumnMapping) {
    if (file.status !== 'mapping') return;
    const { fileName, table } = file;
    let series: ChronographString[];
    try {
      series = mapShotTable(table, mapping, fileName);
    } catch (error) {
      setFile({ ...file, mapping, message: sentenceOf(error) });
      return;
    }
    const { skipped: _skipped, ...remembered } = mapping;
    rememberColumnMapping(db, userId, headerShape(table), remembered).catch((error: unknown) =>
      console.warn('The column mapping could not be remembered', error),
    );
    setFile(
      showing(
        {
          status: 'read',
          fileName,
          series,
          sources: series.map(() => fileName),
          problems: [],
          mapped: { table, mapping },
        },
        0,
      ),
    );
  }

  /** Back to the mapper from a table read with a mapping, to choose its columns again. */
  function remap() {
    if (file.status !== 'read' || !file.mapped) return;
    setFile({ status: 'mapping', fileName: file.fileName, ...file.mapped, message: null });
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

  return { file, read, readPasted, choose, map, remap };
}
