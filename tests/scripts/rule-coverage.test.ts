import { describe, expect, it } from 'vitest';
import { evaluatedOffsets, ruleCoverageGaps, ruleTargets } from '../../scripts/rule-coverage.mjs';

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

/** The offsets of the first occurrence of each text in RULES, as the report gives an evaluated expression's start. */
const at = (...texts: string[]) => texts.map((text) => RULES.indexOf(text)).sort((a, b) => a - b);

/**
 * A coverage report as the emulator writes it (indented), for the expressions evaluated at these
 * offsets, each with the values it took, and those never evaluated at the others: listed too, with none.
 */
const report = (offsets: number[], notEvaluated: number[] = []) =>
  JSON.stringify(
    {
      rules: { files: [{ content: RULES }] },
      report: [
        ...offsets.map((offset) => ({
          sourcePosition: { line: 1, column: 1, currentOffset: offset, endOffset: offset + 3 },
          values: [{ value: { stringValue: '"currentOffset": 999, "endOffset": 1000 }, "values": []' }, count: 2 }],
          children: notEvaluated.map((child) => ({
            sourcePosition: { line: 1, column: 1, currentOffset: child, endOffset: child + 3 },
          })),
        })),
      ],
    },
    null,
    2,
  );

describe('rule coverage', () => {
  it('finds every allow statement and function, not the ones in comments, and marks an if false', () => {
    expect(ruleTargets(RULES).map((target) => `${target.line} ${target.text} ${target.constantFalse ?? '-'}`)).toEqual([
      '5 function signedIn -',
      '6 function named -',
      '8 allow read false',
      '9 allow create, update false',
      '11 allow delete true',
    ]);
  });

  it('reads the offsets of the evaluated expressions from the report text, across chunk boundaries, not from values', async () => {
    const text = report(at('request.auth', 'signedIn();'));
    const chunks = text.match(/[\s\S]{1,7}/g) ?? [];
    expect(await evaluatedOffsets(chunks)).toEqual(at('request.auth', 'signedIn();'));
  });

  it('leaves out the expressions the report lists with no values: never evaluated', async () => {
    const text = report(at('request.auth'), at('named(request.resource.data)', "hasOnly(['a;b'])"));
    expect(await evaluatedOffsets(text.match(/[\s\S]{1,5}/g) ?? [])).toEqual(at('request.auth'));
    // A fresh emulator's report: every expression, none evaluated.
    expect(
      await evaluatedOffsets([report([]), JSON.stringify({ report: [{ sourcePosition: { currentOffset: 9 } }] })]),
    ).toEqual([]);
  });

  it('names what no evaluated expression reached, leaving out an if false', () => {
    const { reached, gaps } = ruleCoverageGaps(RULES, at('request.auth != null', 'signedIn();'));
    expect(reached).toBe(2);
    expect(gaps.map((gap) => gap.text)).toEqual(['function named', 'allow create, update']);
  });

  it('counts a condition reached anywhere in its span, across lines and past a quoted semicolon', () => {
    const offsets = at('request.auth', "hasOnly(['a;b'])", 'named(request.resource.data)', 'signedIn();');
    expect(ruleCoverageGaps(RULES, offsets).gaps).toEqual([]);
  });
});
