import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { factoryCatalogue } from './catalogue';

describe('factory catalogue', () => {
  it('holds 50 loads across 10 calibers, 5 each, with unique ids', () => {
    expect(factoryCatalogue).toHaveLength(50);
    const counts = new Map<string, number>();
    for (const { fields } of factoryCatalogue) counts.set(fields.caliber, (counts.get(fields.caliber) ?? 0) + 1);
    expect(counts.size).toBe(10);
    expect([...counts.values()].every((count) => count === 5)).toBe(true);
    expect(new Set(factoryCatalogue.map((load) => load.id)).size).toBe(50);
  });

  it('writes weights as "55-grain" text', () => {
    expect(factoryCatalogue.every(({ fields }) => /^\d+-grain$/.test(fields.bulletWeight))).toBe(true);
  });
});

/** The records firestore.rules accepts (knownFactoryLoads()), by id: [caliber, manufacturer, product, ...]. */
function rulesCatalogue(): Record<string, string[]> {
  const rules = readFileSync(path.resolve(__dirname, '../../../firestore.rules'), 'utf8');
  const body = /function knownFactoryLoads\(\) \{\s*return \{([^}]*)\};/.exec(rules)?.[1];
  if (body === undefined) throw new Error('firestore.rules has no knownFactoryLoads() map');
  return Object.fromEntries(
    [...body.matchAll(/'([^']+)': \[([^\]]*)\]/g)].map(([, id, values]) => [
      id,
      [...values!.matchAll(/'([^']*)'/g)].map(([, value]) => value),
    ]),
  );
}

describe('factory catalogue in the rules', () => {
  it('is exactly the app catalogue: the same ids with the same content, every one a Rifle cartridge', () => {
    const app = Object.fromEntries(
      factoryCatalogue.map(({ id, fields }) => [
        id,
        [fields.caliber, fields.manufacturer, fields.product, fields.bulletWeight, fields.bulletType, fields.use],
      ]),
    );
    expect(rulesCatalogue()).toEqual(app);
    expect(factoryCatalogue.every(({ fields }) => fields.cartridgeType === 'Rifle')).toBe(true);
  });
});
