import { describe, expect, it } from 'vitest';
import { ruleCoverageGaps, ruleTargets } from '../../scripts/rule-coverage.mjs';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    // function commented(x) { return x; } is not a function
    function signedIn() { return request.auth != null; }
    function named(d) { return d.name is string && (d.size() > 0 || d.keys().hasOnly(['a;b'])); }
    match /things/{id} {
      allow read: if signedIn();
      allow create, update: if signedIn()
        && named(request.resource.data);
      allow delete: if false;
    }
  }
}`;

/** A coverage report whose nodes start at the first offset of each given text in RULES. */
const reportAt = (...texts: string[]) => ({
  report: texts.map((text) => ({
    sourcePosition: { line: 0, column: 0, currentOffset: RULES.indexOf(text), endOffset: RULES.indexOf(text) + 1 },
    values: [{ value: { boolValue: true }, count: 1 }],
  })),
});

describe('rule coverage', () => {
  it('finds every allow statement and function, not the ones in comments', () => {
    expect(ruleTargets(RULES).map((target) => `${target.line} ${target.text}`)).toEqual([
      '5 function signedIn',
      '6 function named',
      '8 allow read',
      '9 allow create, update',
      '11 allow delete',
    ]);
  });

  it('names what no evaluated expression reached', () => {
    const { reached, gaps } = ruleCoverageGaps(RULES, reportAt('request.auth != null', 'signedIn();'));
    expect(reached).toBe(2);
    expect(gaps.map((gap) => gap.text)).toEqual(['function named', 'allow create, update', 'allow delete']);
  });

  it('counts a condition reached anywhere in its span, across lines and past a quoted semicolon', () => {
    const { gaps } = ruleCoverageGaps(
      RULES,
      reportAt('request.auth', "hasOnly(['a;b'])", 'named(request.resource.data)', 'false', 'signedIn();'),
    );
    expect(gaps).toEqual([]);
  });

  it('does not count an expression reported with no evaluations', () => {
    const report = reportAt('false');
    report.report[0]!.values[0]!.count = 0;
    expect(ruleCoverageGaps(RULES, report).gaps).toHaveLength(5);
  });
});
