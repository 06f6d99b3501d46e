import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GARMIN_NO_SHOTS_MESSAGE, looksLikeGarminXero, parseGarminXero } from './garmin-xero';
import { UnsupportedFileError } from './types';

/** A fixture as the browser's File.text() gives it: the bytes decoded as UTF-8. */
const fixture = (name: string) =>
  new TextDecoder('utf-8').decode(readFileSync(path.resolve(__dirname, '../../../tests/fixtures/chronograph', name)));

const errorOf = (text: string) => {
  try {
    parseGarminXero(text);
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the file to be refused');
};

describe('parseGarminXero', () => {
  it('reads German decimal commas and converts m/s to fps', () => {
    const shotString = parseGarminXero(fixture('garmin-xero/android-de_Shotview_a.csv'));
    expect(shotString.unit).toBe('mps');
    // 488,3 / 425,5 / 477,0 m/s x 3.28084 = 1602.034 / 1396.007 / 1564.961 fps.
    expect(shotString.shots.slice(0, 3).map((shot) => shot.velocityFps)).toEqual([1602.0, 1396.0, 1565.0]);
    // The half-translated summary: STANDARDABWEICHUNG 17,1 and STREUUNG 62,8 m/s, weight "158.0" (a decimal point).
    expect(shotString.fileSummary).toEqual({
      averageFps: 1555.4,
      extremeSpreadFps: 206.0,
      sdFps: 56.1,
      sdKind: 'population',
    });
    expect(shotString.projectileWeightGrains).toBe(158);
    // "Datum","JULI 02, 2024 17:08": a German month name.
    expect(shotString.date).toBe('2024-07-02');
    // The unquoted title keeps its commas and decimal commas.
    expect(shotString.title).toBe('Marlin,.357, 15,3grs W296, 158,0 gr');
    expect(shotString.note).toBeNull();
  });

  it('reads thousands separators in quotes', () => {
    const shotString = parseGarminXero(fixture('garmin-xero/android-en_CZ457.csv'));
    expect(shotString.shots[1]).toEqual({ velocityFps: 1402.0, time: '13:32:45', note: null });
    expect(shotString.fileSummary?.averageFps).toBe(1370.6); // "1,370.6"
  });

  it('reads the iOS variant: a space after every comma, 12-hour times with U+202F, BOMs at both ends', () => {
    const text = fixture('garmin-xero/ios-en_Shotview_i.csv');
    expect(text.endsWith('\uFEFF')).toBe(true);
    expect(text).toContain('1:41:26\u202FPM');
    const shotString = parseGarminXero(text);
    expect(shotString.shots[0]).toEqual({ velocityFps: 2808.2, time: '13:41:26', note: null });
    // DATE, "April 6, 2024 at 1:36 PM": quoted after a space, with a comma inside.
    expect(shotString.date).toBe('2024-04-06');
    expect(shotString.title).toBe('105 hybrid 31.0gt');
    // SESSION NOTE,"" and empty energy columns (no projectile weight set).
    expect(shotString.note).toBeNull();
    expect(shotString.projectileWeightGrains).toBeNull();
  });

  const header = '#,SPEED (MPS),Δ AVG (MPS),KE (J),POWER FACTOR (N⋅S),TIME,CLEAN BORE,COLD BORE,SHOT NOTES';
  const summary =
    '-,,,,,,\nAVERAGE SPEED,"400,0",,,,,\nSTD DEV,"1,0",,,,,\nSPREAD,"2,0",,,,,\nProjectile Weight (GRAMS),"10,0",,,,,\n';

  it('reads m/s exports, dotted times, notes and the bore flags', () => {
    const text = [
      '"Test, 42 ""match"""',
      header,
      '1,"401,0","1,0",,,18.19.39,X,X,"First, cold"',
      '2,"399,0","-1,0",,,18.20.02,,,',
      '3,"400,0","0,0",,,18.20.30,,,',
      summary,
    ].join('\n');
    const shotString = parseGarminXero(text);
    expect(shotString.title).toBe('Test, 42 "match"');
    expect(shotString.unit).toBe('mps');
    expect(shotString.shots).toEqual([
      { velocityFps: 1315.6, time: '18:19:39', note: 'Clean bore; Cold bore; First, cold' }, // 401.0 x 3.28084 = 1315.617
      { velocityFps: 1309.1, time: '18:20:02', note: null }, // 399.0 -> 1309.055
      { velocityFps: 1312.3, time: '18:20:30', note: null }, // 400.0 -> 1312.336
    ]);
    expect(shotString.fileSummary).toEqual({
      averageFps: 1312.3,
      extremeSpreadFps: 6.6,
      sdFps: 3.3,
      sdKind: 'population',
    });
    // 10.0 g = 154.3 gr.
    expect(shotString.projectileWeightGrains).toBe(154.3);
  });

  it('reads a German fps export written with a thousands dot and a decimal comma', () => {
    const text = `Test\n#,Tempo (FPS),Δ DURCHSCHNITT (FPS),KE (FT-LBS),Leistungsfaktor,Zeit,Ölschuss,Erstschuss,Schussnotizen\n1,"1.369,8","-0,8",,,13:32:27,,,\n2,"1.402,0","31,5",,,13:32:45,,,\n-,,,,,,\nSTANDARDABWEICHUNG,"16,1",,,,,\nDatum,"5. Juli 2026 13:30",,,,,\n`;
    const shotString = parseGarminXero(text);
    expect(shotString.shots.map((shot) => shot.velocityFps)).toEqual([1369.8, 1402.0]);
    expect(shotString.fileSummary).toEqual({
      averageFps: null,
      extremeSpreadFps: null,
      sdFps: 16.1,
      sdKind: 'population',
    });
    expect(shotString.date).toBe('2026-07-05');
  });

  it('reads a file without a title line', () => {
    const shotString = parseGarminXero(`${header}\n1,"401,0",,,,13:00:00,,,\n${summary}`);
    expect(shotString.title).toBeNull();
    expect(shotString.shots).toHaveLength(1);
  });

  it('refuses what it cannot read in full, with one sentence', () => {
    expect(errorOf(`Title\n${header}\n${summary}`).message).toBe(GARMIN_NO_SHOTS_MESSAGE);
    expect(errorOf(`Title\n${header}\n1,"401,0",,,,13:00:00,,,\n2,"40`).message).toBe(
      'This Garmin Xero file is cut off or damaged at shot 2.',
    );
    expect(errorOf(`Title\n${header}\n1,"401,0",,,,13:00:00,,,\n2,"0,0",,,,13:00:10,,,\n${summary}`).message).toBe(
      'This Garmin Xero file is cut off or damaged at shot 2.',
    );
    expect(errorOf(`Title\n${header}\n1,"401,0",,,,13:00:00,,,\n`).message).toBe(
      'This Garmin Xero file is cut off after shot 1.',
    );
    expect(errorOf('name,age\nbob,3')).toBeInstanceOf(UnsupportedFileError);
  });

  it('ignores a summary value cut off in its quotes', () => {
    const shotString = parseGarminXero(`Title\n${header}\n1,"401,0",,,,13:00:00,,,\n-,,,,,,\nAVERAGE SPEED,"40`);
    expect(shotString.shots).toHaveLength(1);
    expect(shotString.fileSummary).toBeNull();
  });

  it('recognises ShotView exports by their table header, not their name', () => {
    expect(looksLikeGarminXero(fixture('garmin-xero/ios-en_Shotview_i.csv'))).toBe(true);
    expect(looksLikeGarminXero(fixture('labradar/SR0024 Report.csv'))).toBe(false);
    expect(looksLikeGarminXero('#,Name,Age\n1,bob,3')).toBe(false);
  });
});
