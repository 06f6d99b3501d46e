import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { loadFixtures } from '../fixtures';
import type { LoadDevelopment } from '../schema';
import type { LoadTest } from '../test-schema';
import { TestsFromLoad, testsPlannedFrom } from './tests-from-load';

const at = new Date('2026-12-01T12:00:00Z');
const load = (id: string, test?: Partial<LoadTest> & { id: string }): LoadDevelopment => ({
  ...loadFixtures.creedmoorMatch,
  id,
  status: 'Planning',
  userId: 'alice',
  createdAt: at,
  updatedAt: at,
  ...(test && {
    test: {
      variable: 'cbto',
      step: 0,
      steps: 5,
      shotsPerStep: 5,
      firearmId: '',
      date: '2026-12-05',
      fromLoadId: 'base',
      ...test,
    },
  }),
});

describe('the tests planned from a load', () => {
  it('links each test once, whatever its steps, and none planned from another load', () => {
    const loads = [
      load('base'),
      load('s1', { id: 'seating', step: 0 }),
      load('s2', { id: 'seating', step: 1 }),
      load('p1', { id: 'primers', variable: 'primer', steps: 3, date: '2026-12-12' }),
      load('other', { id: 'elsewhere', fromLoadId: 'other-base' }),
    ];
    render(
      <MemoryRouter>
        <TestsFromLoad tests={testsPlannedFrom(loads, 'base')} />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'CBTO test, 5 steps, for Dec 5, 2026',
      'Primer test, 3 steps, for Dec 12, 2026',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/test/seating', '/test/primers']);
  });
});
