import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { computeSessionStats } from '@/domain/statistics';
import { IMPERIAL_EN_US, type UnitSettings } from '@/domain/unit-format';
import { METRIC_UNITS } from '@/domain/units';
import { UnitsProvider } from '@/features/units/units-context';
import { ConfidenceLines } from './confidence-lines';
import { ConfidenceLinesLoading } from './confidence-list';

const METRIC_FR: UnitSettings = { preferences: METRIC_UNITS, locale: 'fr-FR' };

const statsOf = (velocities: number[]) =>
  computeSessionStats(
    velocities.map((velocity, index) => ({ id: `s${index}`, velocity, impact: null, note: '', timestamp: new Date() })),
  );

/** Each line's words, every figure one '#' (digits with their separators, whatever their count). */
function wordsOf(element: Element): string[] {
  const lines = element.tagName === 'UL' ? [...element.children] : [element];
  return lines.map((line) => (line.textContent ?? '').replace(/\d[\d\s.,\u202f]*/g, '#'));
}

function drawn(settings: UnitSettings, velocities: number[]) {
  const stats = statsOf(velocities);
  const place = render(
    <UnitsProvider settings={settings}>
      <ConfidenceLinesLoading stats={stats} />
    </UnitsProvider>,
  ).container.firstElementChild!;
  const lines = render(
    <UnitsProvider settings={settings}>
      <ConfidenceLines stats={stats} />
    </UnitsProvider>,
  ).container.firstElementChild!;
  return { place, lines };
}

describe('ConfidenceLinesLoading', () => {
  it.each([
    ['five shots, imperial', IMPERIAL_EN_US, [2700, 2710, 2705, 2695, 2720]],
    ['two shots far apart (a wide interval, many shots needed), imperial', IMPERIAL_EN_US, [2650, 2800]],
    ['ten shots, metric in French', METRIC_FR, [2801, 2795, 2810, 2788, 2799, 2803, 2794, 2806, 2800, 2797]],
    ['one shot (no interval yet)', IMPERIAL_EN_US, [2800]],
  ])('holds the place of the lines with their own words: %s', (_case, settings, velocities) => {
    const { place, lines } = drawn(settings, velocities);
    expect(wordsOf(place)).toEqual(wordsOf(lines));
    expect(place.tagName).toBe(lines.tagName);
  });

  it('is unseen and unread, and carries none of the lines’ names', () => {
    const { place, lines } = drawn(IMPERIAL_EN_US, [2700, 2710, 2705, 2695, 2720]);
    expect(place).toHaveAttribute('aria-hidden', 'true');
    expect(place).toHaveClass('invisible');
    expect(place).not.toHaveAttribute('aria-label');
    expect(place.querySelectorAll('[data-confidence]')).toHaveLength(0);
    expect(lines).not.toHaveAttribute('aria-hidden');
    expect(lines).toHaveAttribute('aria-label', 'Confidence (90%)');
    expect(lines.querySelectorAll('[data-confidence]')).toHaveLength(4);
  });
});
