/**
 * Where a "cut anywhere" test cuts a file. With SOAK set (`npm run test:soak`) every cut; in `npm test`
 * a sample that still holds every kind of place a cut can fall: every cut in the lines that are not
 * data rows (headings), the characters either side of each line's end, every `every`-th cut (it falls
 * in every column of rows whose lengths vary) and every cut in the last 200 characters. Parsing each
 * cut of a file is quadratic: the whole walk took seconds a file on a busy 2-core machine.
 */
export function cutPositions(text: string, isDataRow: (line: string) => boolean, every = 23): number[] {
  const soak = !!process.env.SOAK;
  const cuts: number[] = [];
  for (let end = 0; end < text.length; end++) {
    const lineStart = text.lastIndexOf('\n', end - 1) + 1;
    const lineEnd = text.indexOf('\n', lineStart);
    const inRow = isDataRow(text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd));
    const nearLineEnd = text[end] === '\n' || text[end - 1] === '\n' || text[end + 1] === '\n';
    if (soak || !inRow || nearLineEnd || end % every === 0 || end > text.length - 200) cuts.push(end);
  }
  return cuts;
}
