import { describe, expect, it } from 'vitest';
import { jumpsInFirearms, jumpText, jumpToLands, sameCaliber } from './seating';
import { displayUnits, IMPERIAL_EN_US } from './unit-format';
import { METRIC_UNITS } from './units';

const imperial = displayUnits(IMPERIAL_EN_US);
const metricDe = displayUnits({ preferences: METRIC_UNITS, locale: 'de-DE' });

describe('jumpToLands', () => {
  it('is the lands’ CBTO less the load’s: 2.230 − 2.210 is a jump of 0.020 in, without floating-point noise', () => {
    // 2.23 - 2.21 is 0.020000000000000018 in floating point.
    expect(jumpToLands(2.23, 2.21)).toBe(0.02);
    expect(jumpToLands(2.255, 2.215)).toBe(0.04);
  });

  it('is 0 when the bullet touches the lands (never -0)', () => {
    expect(jumpToLands(2.23, 2.23)).toBe(0);
    expect(Object.is(jumpToLands(2.23, 2.23), -0)).toBe(false);
  });

  it('is negative when the bullet is seated into the lands (jammed)', () => {
    expect(jumpToLands(2.23, 2.24)).toBe(-0.01);
  });

  it('is unknown when either length is', () => {
    expect(jumpToLands(null, 2.21)).toBeNull();
    expect(jumpToLands(2.23, null)).toBeNull();
    expect(jumpToLands(undefined, undefined)).toBeNull();
  });
});

describe('jumpText', () => {
  it('says the jump in inches, touching, or jammed and by how much', () => {
    expect(jumpText(0.02, imperial)).toBe('0.020" jump to the lands');
    expect(jumpText(0, imperial)).toBe('touching the lands (no jump)');
    expect(jumpText(-0.01, imperial)).toBe('0.010" into the lands (jammed)');
  });

  it('says it in millimetres, in the locale, for a metric account', () => {
    // 0.020 in is 0.508 mm; 0.010 in 0.254 mm.
    expect(jumpText(0.02, metricDe)).toBe('0,51 mm jump to the lands');
    expect(jumpText(-0.01, metricDe)).toBe('0,25 mm into the lands (jammed)');
  });
});

describe('sameCaliber', () => {
  it('reads a caliber whatever its case and spacing', () => {
    expect(sameCaliber('6.5 Creedmoor', ' 6.5  creedmoor ')).toBe(true);
    expect(sameCaliber('6.5 Creedmoor', '6.5 PRC')).toBe(false);
    expect(sameCaliber('', '  ')).toBe(false);
  });
});

describe('jumpsInFirearms', () => {
  const tikka = {
    id: 'tikka',
    name: 'Tikka',
    caliber: '6.5 Creedmoor',
    cbtoToLands: 2.23,
    cbtoMeasuredOn: '2026-11-01',
  };
  const unmeasured = { id: 'ruger', name: 'Ruger', caliber: '6.5 Creedmoor', cbtoToLands: null };
  const older = { id: 'old', name: 'Saved before the lands were asked', caliber: '6.5 creedmoor' };
  const bergara = { id: 'bergara', name: 'Bergara', caliber: '.308 Winchester', cbtoToLands: 2.81 };

  it('gives the jump in each firearm of the load’s cartridge whose lands were measured', () => {
    expect(jumpsInFirearms({ cartridge: '6.5 Creedmoor', cbto: 2.21 }, [tikka, unmeasured, older, bergara])).toEqual([
      { firearm: tikka, cbtoToLands: 2.23, jump: 0.02 },
    ]);
  });

  it('names those firearms with an unknown jump while the load has no CBTO', () => {
    expect(jumpsInFirearms({ cartridge: '6.5 Creedmoor', cbto: undefined }, [tikka])).toEqual([
      { firearm: tikka, cbtoToLands: 2.23, jump: null },
    ]);
  });

  it('gives none when no firearm of the cartridge has its lands measured', () => {
    expect(jumpsInFirearms({ cartridge: '6.5 Creedmoor', cbto: 2.21 }, [unmeasured, older, bergara])).toEqual([]);
  });
});
