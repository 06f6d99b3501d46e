// Which `allow` statements and rule functions of firestore.rules the Firestore emulator evaluated,
// from its coverage report (GET /emulator/v1/projects/<id>:ruleCoverage): every expression it
// evaluated is a node of that report, with the offset in the rules source where it starts.

/** The rules source with comments blanked (same length, so offsets still match). */
function withoutComments(source) {
  return source.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
}

/** Offset of the end of the expression that starts at `from`: the first `;` outside brackets. */
function statementEnd(source, from) {
  let depth = 0;
  for (let index = from; index < source.length; index += 1) {
    const char = source[index];
    if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) depth -= 1;
    else if (char === ';' && depth === 0) return index;
    if (depth < 0) return index;
  }
  return source.length;
}

/** Offset just past the `}` that closes the `{` at `open`. */
function blockEnd(source, open) {
  let depth = 0;
  for (let index = open; index < source.length; index += 1) {
    if (source[index] === '{') depth += 1;
    else if (source[index] === '}' && (depth -= 1) === 0) return index + 1;
  }
  return source.length;
}

const lineOf = (source, offset) => source.slice(0, offset).split('\n').length;

/** Every `allow ...: if <condition>;` and every `function name(...) { ... }`, with the span that evaluating it reaches. */
export function ruleTargets(rulesSource) {
  const source = withoutComments(rulesSource);
  const targets = [];
  for (const match of source.matchAll(/\ballow\s+([a-z,\s]+?)\s*:\s*if\b/g)) {
    const start = match.index + match[0].length;
    const end = statementEnd(source, start);
    targets.push({
      text: `allow ${match[1].replace(/\s+/g, ' ')}`,
      line: lineOf(source, match.index),
      start,
      end,
      // `if false` denies without evaluating anything, so the report never names it.
      constantFalse: source.slice(start, end).trim() === 'false',
    });
  }
  for (const match of source.matchAll(/\bfunction\s+(\w+)\s*\([^)]*\)\s*\{/g)) {
    const open = match.index + match[0].length - 1;
    targets.push({
      text: `function ${match[1]}`,
      line: lineOf(source, match.index),
      start: open,
      end: blockEnd(source, open),
    });
  }
  return targets.sort((a, b) => a.start - b.start);
}

/**
 * The start offset of every expression the coverage report says was evaluated. The report lists
 * every expression of the rules, evaluated or not (a fresh emulator's report names them all); an
 * evaluated one has, after its source position, every value it took, so a whole rules run makes it
 * hundreds of megabytes: it is read as text, chunk by chunk, for those offsets alone (a value's
 * text, being a JSON string, cannot hold the unescaped keys).
 */
export async function evaluatedOffsets(chunks) {
  const offsets = [];
  // A source position, closed, followed by its values: an expression evaluated.
  const key = /"currentOffset"\s*:\s*(\d+)\s*(?:,\s*"endOffset"\s*:\s*\d+\s*)?\}\s*,\s*"values"/g;
  let carry = '';
  for await (const chunk of chunks) {
    const text = carry + (typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    let last = 0;
    for (const match of text.matchAll(key)) {
      offsets.push(Number(match[1]));
      last = match.index + match[0].length;
    }
    // Keep a key cut short by the chunk for the next one (however deep the tree's indentation).
    carry = text.slice(Math.max(last, text.length - 4096));
  }
  return offsets.sort((a, b) => a - b);
}

/**
 * The allow statements and functions no evaluated expression falls in, and how many were reached.
 * An `allow ...: if false` is left out of both (nothing in it is ever evaluated): its denial tests say it holds.
 */
export function ruleCoverageGaps(rulesSource, offsets) {
  const reachedTarget = ({ start, end }) => offsets.some((offset) => offset >= start && offset < end);
  const targets = ruleTargets(rulesSource).filter((target) => !target.constantFalse);
  const gaps = targets.filter((target) => !reachedTarget(target)).map(({ line, text }) => ({ line, text }));
  return { reached: targets.length - gaps.length, gaps };
}
