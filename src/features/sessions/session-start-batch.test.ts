import { describe, expect, it } from 'vitest';
import { factoryLoadFixtures } from '@/features/factory-loads/fixtures';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { loadFixtures } from '@/features/loads/fixtures';
import { sessionFormSchema, sessionStartSchema, type SessionFormInput } from './schema';
import { factorySnapshot, handloadSnapshot, sessionStartFromForm } from './session-start-schema';

const at = new Date('2026-11-20T12:00:00Z');
const stamps = { userId: 'alice', createdAt: at, updatedAt: at };
const load = { id: 'load-1', ...loadFixtures.creedmoorMatch, status: 'Testing' as const, ...stamps };
const firearm = { id: 'firearm-1', ...firearmFixtures.tikka, ...stamps };
const form = (changes: Partial<SessionFormInput>) =>
  sessionFormSchema.parse({
    sessionName: 'Batch day',
    date: '2026-11-20',
    location: '',
    temperature: '',
    windSpeed: '',
    windDirection: '',
    humidity: '',
    conditions: '',
    targetDistance: '',
    ammunitionType: 'handload',
    ammunitionId: 'load-1',
    firearmId: 'firearm-1',
    batchId: '',
    notes: '',
    ...changes,
  });

describe('sessionStartFromForm: the batch it fires', () => {
  it('names the chosen batch of a handload', () => {
    const start = sessionStartFromForm(form({ batchId: 'b-1' }), handloadSnapshot(load), firearm);
    expect(sessionStartSchema.parse(start).batchId).toBe('b-1');
  });

  it('names none when None is chosen, and never for a factory load', () => {
    expect(sessionStartFromForm(form({}), handloadSnapshot(load), firearm)).not.toHaveProperty('batchId');
    const factory = factorySnapshot({ id: 'factory-1', ...factoryLoadFixtures.federalGoldMedal });
    const start = sessionStartFromForm(form({ ammunitionType: 'factory', batchId: 'b-1' }), factory, firearm);
    expect(start).not.toHaveProperty('batchId');
  });

  it('refuses an empty batch id in a stored start (the rules would too)', () => {
    const start = sessionStartFromForm(form({}), handloadSnapshot(load), firearm);
    expect(() => sessionStartSchema.parse({ ...start, batchId: '' })).toThrow();
  });
});
