export type RuleTarget = { text: string; line: number; start: number; end: number; constantFalse?: boolean };
export function ruleTargets(rulesSource: string): RuleTarget[];
export function evaluatedOffsets(
  chunks: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>,
): Promise<number[]>;
export function ruleCoverageGaps(
  rulesSource: string,
  offsets: readonly number[],
): { reached: number; gaps: { line: number; text: string }[] };
