import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { IMPERIAL_EN_US, type UnitSettings } from '@/domain/unit-format';
import { METRIC_UNITS } from '@/domain/units';
import { UnitsProvider } from '@/features/units/units-context';
import { loadFixtures } from '../fixtures';
import type { LoadDevelopment, LoadFields } from '../schema';
import { LoadRecipe } from './load-recipe';

const METRIC_DE: UnitSettings = { preferences: METRIC_UNITS, locale: 'de-DE' };
const stored = (fields: LoadFields): LoadDevelopment => ({
  ...fields,
  id: 'load-1',
  status: 'Testing',
  userId: 'user-1',
  createdAt: new Date('2026-11-01T12:00:00Z'),
  updatedAt: new Date('2026-11-01T12:00:00Z'),
});
const tikka = {
  id: 'tikka',
  name: 'Tikka T3x CTR',
  caliber: '6.5 Creedmoor',
  cbtoToLands: 2.23,
  cbtoMeasuredOn: '2026-11-01',
};
const ruger = { id: 'ruger', name: 'Ruger RPR', caliber: '6.5 creedmoor', cbtoToLands: 2.2, cbtoMeasuredOn: null };
const bergara = { id: 'bergara', name: 'Bergara', caliber: '.308 Winchester', cbtoToLands: 2.81 };

const inUnits = (settings: UnitSettings, element: ReactElement) =>
  render(
    <MemoryRouter>
      <UnitsProvider settings={settings}>{element}</UnitsProvider>
    </MemoryRouter>,
  );
const item = (label: string) => document.querySelector(`[data-recipe="${label}"]`)?.textContent;
const jump = (firearm: string) => document.querySelector(`[data-jump="${firearm}"]`)?.textContent;

describe('LoadRecipe: the recipe in full', () => {
  it('shows the BC, the case and the seating as recorded, lengths to 0.001 in', () => {
    inUnits(IMPERIAL_EN_US, <LoadRecipe load={stored(loadFixtures.creedmoorMatch)} rollup={null} firearms={[]} />);
    expect(item('BC')).toBe('0.326 G7');
    expect(item('Case brand')).toBe('Lapua');
    expect(item('Trim length')).toBe('1.910"');
    expect(item('Shoulder bump')).toBe('0.002"');
    expect(item('Neck bushing')).toBe('0.288"');
    expect(item('Neck tension')).toBe('0.002"');
    expect(item('Annealed')).toBe('AMP induction');
    expect(item('COAL')).toBe('2.800"');
    expect(item('CBTO')).toBe('2.210"');
    expect(item('Crimp')).toBeUndefined();
  });

  it('gives the jump in each firearm of its cartridge whose lands are measured, jammed said so', () => {
    inUnits(
      IMPERIAL_EN_US,
      <LoadRecipe load={stored(loadFixtures.creedmoorMatch)} rollup={null} firearms={[tikka, ruger, bergara]} />,
    );
    expect(jump('Tikka T3x CTR')).toBe(
      'Tikka T3x CTR: 0.020" jump to the lands (lands at 2.230" CBTO, measured Nov 1, 2026)',
    );
    // 2.200 − 2.210: the bullet is seated 0.010" into this rifle's lands.
    expect(jump('Ruger RPR')).toBe('Ruger RPR: 0.010" into the lands (jammed) (lands at 2.200" CBTO)');
    expect(jump('Bergara')).toBeUndefined();
  });

  it('shows them in millimetres to 0.01 mm in a metric account', () => {
    inUnits(METRIC_DE, <LoadRecipe load={stored(loadFixtures.creedmoorMatch)} rollup={null} firearms={[tikka]} />);
    expect(item('COAL')).toBe('71,12 mm');
    expect(item('CBTO')).toBe('56,13 mm');
    expect(item('BC')).toBe('0,326 G7');
    expect(jump('Tikka T3x CTR')).toBe(
      'Tikka T3x CTR: 0,51 mm jump to the lands (lands at 56,64 mm CBTO, measured Nov 1, 2026)',
    );
  });

  it('says so when no firearm of its cartridge has its lands measured, or the load has no CBTO', () => {
    const { unmount } = inUnits(
      IMPERIAL_EN_US,
      <LoadRecipe load={stored(loadFixtures.creedmoorMatch)} rollup={null} firearms={[bergara]} />,
    );
    expect(document.querySelector('[data-jump="none"]')).toHaveTextContent(
      'None of your 6.5 Creedmoor firearms has its CBTO to the lands measured',
    );
    unmount();
    const unseated = { ...loadFixtures.creedmoorMatch, seating: { coal: 2.8, cbto: null, crimp: '' } };
    inUnits(IMPERIAL_EN_US, <LoadRecipe load={stored(unseated)} rollup={null} firearms={[tikka]} />);
    expect(jump('Tikka T3x CTR')).toContain('record this load’s CBTO to work out its jump');
  });

  it('shows a load saved before the case and seating existed as recording none of it', () => {
    inUnits(IMPERIAL_EN_US, <LoadRecipe load={stored(loadFixtures.varmint)} rollup={null} firearms={null} />);
    expect(item('BC')).toBeUndefined();
    expect(item('COAL')).toBeUndefined();
    expect(screen.getByText('Not recorded; Edit adds the case, COAL and CBTO.')).toBeInTheDocument();
    expect(screen.getByText('Looking for your .223 Remington firearms…')).toBeInTheDocument();
  });
});
