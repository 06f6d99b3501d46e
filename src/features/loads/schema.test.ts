import { describe, expect, it } from 'vitest';
import { creedmoorMatchForm, loadFixtures } from './fixtures';
import {
  loadDocSchema,
  loadFormSchema,
  loadStatusTone,
  NEW_LOAD_STATUS,
  recipeSummary,
  type LoadFormInput,
} from './schema';

function messages(form: LoadFormInput) {
  const result = loadFormSchema.safeParse(form);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('load form schema', () => {
  it('turns a filled-in form into the stored recipe', () => {
    expect(loadFormSchema.parse(creedmoorMatchForm)).toEqual(loadFixtures.creedmoorMatch);
  });

  it.each([
    ['name', 'Load name is required'],
    ['cartridge', 'Cartridge is required'],
    ['bulletWeight', 'Bullet weight is required'],
    ['bulletType', 'Bullet type is required'],
    ['powderType', 'Powder type is required'],
    ['primer', 'Primer is required'],
    ['brass', 'Brass is required'],
  ] as const)('rejects a missing %s with "%s"', (field, message) => {
    expect(messages({ ...creedmoorMatchForm, [field]: '' })).toEqual({ [field]: message });
  });

  it('leaves goal, bullet manufacturer, powder charge and notes optional', () => {
    const parsed = loadFormSchema.parse({
      ...creedmoorMatchForm,
      goal: '',
      bulletManufacturer: '',
      powderWeight: '',
      notes: '',
    });
    expect(parsed.goal).toBe('');
    expect(parsed.powder.weight).toBeNull();
  });

  it('keeps weights to tenths of a grain and refuses negative ones', () => {
    expect(loadFormSchema.parse({ ...creedmoorMatchForm, powderWeight: '41.7' }).powder.weight).toBe(41.7);
    expect(messages({ ...creedmoorMatchForm, bulletWeight: '-140' })).toEqual({
      bulletWeight: 'Bullet weight must be a number of grains, 0 or more',
    });
  });

  it('rejects a goal outside the enumeration', () => {
    expect(messages({ ...creedmoorMatchForm, goal: 'fast' as LoadFormInput['goal'] })).toEqual({
      goal: 'Choose a goal',
    });
  });
});

describe('a new load development', () => {
  it('starts as Planning with no sessions, no best group and never tested', () => {
    const stored = loadDocSchema.parse({
      ...loadFixtures.creedmoorMatch,
      status: NEW_LOAD_STATUS,
      userId: 'alice',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    expect(stored).toMatchObject({ status: 'Planning' });
  });
});

describe('loadStatusTone', () => {
  it('colours Complete green, In Progress yellow, Testing orange and anything else grey', () => {
    expect(loadStatusTone('Complete')).toBe('green');
    expect(loadStatusTone('In Progress')).toBe('yellow');
    expect(loadStatusTone('Testing')).toBe('orange');
    expect(loadStatusTone('Planning')).toBe('grey');
    expect(loadStatusTone('anything')).toBe('grey');
  });
});

describe('recipeSummary', () => {
  it('puts the recipe in one line, leaving out what is missing', () => {
    expect(recipeSummary(loadFixtures.creedmoorMatch)).toBe('140 gr Hornady ELD Match over 41.5 gr H4350');
    expect(recipeSummary(loadFixtures.varmint)).toBe('55 gr V-MAX over Varget');
  });
});
