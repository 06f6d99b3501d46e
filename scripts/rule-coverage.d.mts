export type RuleTarget = { text: string; line: number; start: number; end: number };
export type Coverage = { report?: CoverageNode[] };
export type CoverageNode = {
  sourcePosition?: { line: number; column: number; currentOffset: number; endOffset: number };
  values?: { value: unknown; count?: number }[];
  children?: CoverageNode[];
};
export function ruleTargets(rulesSource: string): RuleTarget[];
export function evaluatedOffsets(coverage: Coverage): number[];
export function ruleCoverageGaps(
  rulesSource: string,
  coverage: Coverage,
): { reached: number; gaps: { line: number; text: string }[] };
