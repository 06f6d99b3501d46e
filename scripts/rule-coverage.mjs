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
    targets.push({
      text: `allow ${match[1].replace(/\s+/g, ' ')}`,
      line: lineOf(source, match.index),
      start,
      end: statementEnd(source, start),
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

/** The start offset of every expression the coverage report says was evaluated. */
export function evaluatedOffsets(coverage) {
  const offsets = [];
  const visit = (node) => {
    const counted = (node.values ?? []).some((value) => (value.count ?? 0) > 0);
    if (counted && node.sourcePosition) offsets.push(node.sourcePosition.currentOffset);
    for (const child of node.children ?? []) visit(child);
  };
  for (const node of coverage.report ?? []) visit(node);
  return offsets.sort((a, b) => a - b);
}

/** The allow statements and functions no evaluated expression falls in, and how many were reached. */
export function ruleCoverageGaps(rulesSource, coverage) {
  const offsets = evaluatedOffsets(coverage);
  const reachedTarget = ({ start, end }) => offsets.some((offset) => offset >= start && offset < end);
  const targets = ruleTargets(rulesSource);
  const gaps = targets.filter((target) => !reachedTarget(target)).map(({ line, text }) => ({ line, text }));
  return { reached: targets.length - gaps.length, gaps };
}
