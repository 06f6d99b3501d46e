import { describe, expect, it } from 'vitest';
import { IMPERIAL_EN_US, type UnitSettings } from '@/domain/unit-format';
import { METRIC_UNITS } from '@/domain/units';
import { loadFixtures } from './fixtures';
import { emptyTestPlanForm, stepLoadsOf, testPlanFormSchema, type TestPlanFormInput } from './test-plan-schema';
import { loadTestSchema } from './test-schema';

const METRIC_DE: UnitSettings = { preferences: METRIC_UNITS, locale: 'de-DE' };
const form = (changes: Partial<TestPlanFormInput>): TestPlanFormInput => ({
  ...emptyTestPlanForm('2026-12-05'),
  ...changes,
});
const messages = (settings: UnitSettings, input: TestPlanFormInput) => {
  const result = testPlanFormSchema(settings).safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the plan form', () => {
  it('steps CBTO from a start by a step, in inches as stored', () => {
    const plan = testPlanFormSchema(IMPERIAL_EN_US).parse(
      form({ variable: 'cbto', start: '2.200', increment: '0.010', count: '5', shotsPerStep: '5' }),
    );
    expect(plan).toEqual({
      variable: 'cbto',
      values: [2.2, 2.21, 2.22, 2.23, 2.24],
      shotsPerStep: 5,
      firearmId: '',
      date: '2026-12-05',
    });
  });

  it('reads millimetres with a decimal comma and stores inches to 0.001 in', () => {
    // 55.88 mm is 2.200 in; 0.25 mm steps: 56.13 mm is 2.20984 in, stored 2.210; 56.38 mm 2.21969 in, 2.220.
    const plan = testPlanFormSchema(METRIC_DE).parse(
      form({ variable: 'cbto', start: '55,88', increment: '0,25', count: '3' }),
    );
    expect(plan.values).toEqual([2.2, 2.21, 2.22]);
  });

  it('reads a charge in grams and a list of values', () => {
    // 2.69 g is 41.5130 gr, 2.75 g 42.4390 gr: stored to 0.01 gr.
    const grams: UnitSettings = { preferences: { ...METRIC_UNITS, powderWeight: 'g' }, locale: 'de-DE' };
    const plan = testPlanFormSchema(grams).parse(form({ variable: 'charge', mode: 'list', list: '2,69\n2,75' }));
    expect(plan.values).toEqual([41.51, 42.44]);
  });

  it('takes a list of primers, one a line', () => {
    const plan = testPlanFormSchema(IMPERIAL_EN_US).parse(
      form({ variable: 'primer', list: 'CCI BR-2\nFederal 205M\n' }),
    );
    expect(plan.values).toEqual(['CCI BR-2', 'Federal 205M']);
  });

  it('says what is wrong, in the unit shown', () => {
    expect(messages(IMPERIAL_EN_US, form({}))).toEqual(['variable: Choose the variable to test']);
    expect(messages(IMPERIAL_EN_US, form({ variable: 'cbto', start: 'x', increment: '0', count: '1' }))).toEqual([
      'start: Start must be a number, like 2.200',
      'increment: Step must be a number other than 0',
      'count: A test needs 2 to 20 steps',
    ]);
    expect(messages(METRIC_DE, form({ variable: 'neckTension', start: '0,05', increment: '0,5', count: '3' }))).toEqual(
      ['start: Every step must be from 0 to 0,508 mm'],
    );
    expect(messages(IMPERIAL_EN_US, form({ variable: 'primer', mode: 'list', list: 'CCI BR-2\nCCI BR-2' }))).toEqual([
      'list: Each step needs a value of its own',
    ]);
    expect(
      messages(IMPERIAL_EN_US, form({ variable: 'cbto', start: '2.2', increment: '0.01', shotsPerStep: '0' })),
    ).toEqual(['shotsPerStep: Shots per step must be a whole number from 1 to 50']);
    expect(messages(IMPERIAL_EN_US, form({ variable: 'cbto', start: '2.2', increment: '0.01', date: '' }))).toEqual([
      'date: Date is required',
    ]);
  });
});

describe('stepLoadsOf', () => {
  it('copies the recipe with the one variable changed, each step named for its value and carrying the test', () => {
    const base = { ...loadFixtures.creedmoorMatch, id: 'base' };
    const steps = stepLoadsOf(
      base,
      { variable: 'neckTension', values: [0.001, 0.003], shotsPerStep: 3, firearmId: 'tikka', date: '2026-12-05' },
      'test-1',
      IMPERIAL_EN_US,
    );
    expect(steps.map((step) => step.fields.caseDetails?.neckTension)).toEqual([0.001, 0.003]);
    expect(steps[1]!.fields).toEqual({
      ...loadFixtures.creedmoorMatch,
      name: '6.5 CM 140 ELD-M / H4350 · Neck tension 0.003"',
      caseDetails: { ...loadFixtures.creedmoorMatch.caseDetails, neckTension: 0.003 },
    });
    expect(steps[1]!.test).toEqual(
      loadTestSchema.parse({
        id: 'test-1',
        variable: 'neckTension',
        step: 1,
        steps: 2,
        shotsPerStep: 3,
        firearmId: 'tikka',
        date: '2026-12-05',
        fromLoadId: 'base',
      }),
    );
  });

  it('keeps a long name within 100 characters, its value whole', () => {
    const base = { ...loadFixtures.creedmoorMatch, id: 'base', name: 'x'.repeat(100) };
    const [step] = stepLoadsOf(
      base,
      { variable: 'charge', values: [41.5, 42], shotsPerStep: 1, firearmId: '', date: '2026-12-05' },
      't',
      IMPERIAL_EN_US,
    );
    expect(step!.fields.name).toHaveLength(100);
    expect(step!.fields.name.endsWith(' · Powder charge 41.5 gr')).toBe(true);
  });
});
