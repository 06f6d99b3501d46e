import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run --silent chrono:parse -- <file>` as README gives it, on the LabRadar Shots file (issue 38).
const SHOTS_FILE = 'tests/fixtures/chronograph/labradar-shots/series5Shots.csv';
const folder = mkdtempSync(join(tmpdir(), 'chrono-parse-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Runs the CLI on a file; resolves with its exit code and what it printed. */
function chronoParse(
  file: string,
  ...flags: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const cli = spawn('npm', ['run', '--silent', 'chrono:parse', '--', file, ...flags]);
    let stdout = '';
    let stderr = '';
    cli.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    cli.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    cli.on('error', reject);
    cli.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run chrono:parse', () => {
  it("reads LabRadar's Shots file: 15 shots, 2870 / 90.4 / 22.5 fps, and says where its unit came from", async () => {
    const { code, stdout, stderr } = await chronoParse(SHOTS_FILE);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const output = JSON.parse(stdout) as Record<string, unknown>;
    expect(output).toMatchObject({
      format: 'labradar-shots',
      title: 'SR0005',
      date: '2023-10-22',
      unit: 'fps',
      missedShots: 0,
      stats: { count: 15, avgFps: 2870, esFps: 90.4, sdFps: 22.5 },
      fileSummary: null,
    });
    expect(output.comparison).toContain(
      'The file names no unit: its muzzle energies (K0) show the velocities are in fps.',
    );
  });

  it('refuses a copy cut inside its last row with one sentence on stderr and exit code 1', async () => {
    const cut = join(folder, 'series5Shots-cut.csv');
    const text = readFileSync(SHOTS_FILE, 'utf8');
    writeFileSync(cut, text.slice(0, text.lastIndexOf('\n') + 80));
    const { code, stdout, stderr } = await chronoParse(cut);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe('This LabRadar Shots file is cut off or damaged at shot 15.\n');
  });

  it('names the columns of a table it does not know, and reads it with a mapping (decimal commas, a summary block)', async () => {
    const table = join(folder, 'made-up-device.csv');
    writeFileSync(
      table,
      [
        'Schuss;Geschwindigkeit (m/s);Zeit',
        '1;868,4;10:01:05',
        '2;871,2;10:01:48',
        '3;869,9;10:02:30',
        '',
        'Mittelwert;869,8',
        'SD;1,40',
      ].join('\n'),
    );
    const unmapped = await chronoParse(table);
    expect(unmapped.code).toBe(1);
    expect(unmapped.stderr).toBe(
      "Rangebook does not know this file's layout (its columns: Schuss, Geschwindigkeit (m/s), Zeit): give --velocity-column (a column's name or number) and --unit fps or m/s.\n",
    );

    const mapped = await chronoParse(table, '--velocity-column', 'Geschwindigkeit (m/s)', '--unit', 'm/s');
    expect(mapped.stderr).toBe('');
    expect(mapped.code).toBe(0);
    // 868.4, 871.2 and 869.9 m/s: 2849.1, 2858.3 and 2854.0 fps; the file's 869.8 m/s is 2853.67 fps.
    expect(JSON.parse(mapped.stdout)).toMatchObject({
      format: 'mapped',
      unit: 'mps',
      shots: [{ velocityFps: 2849.1 }, { velocityFps: 2858.3 }, { velocityFps: 2854 }],
      stats: { count: 3, avgFps: 2854 },
      fileSummary: { averageFps: 2853.67, sdFps: 4.59 },
    });

    const wrong = await chronoParse(table, '--velocity-column', 'Speed', '--unit', 'fps');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toBe(
      "--velocity-column Speed is none of this file's columns: Schuss, Geschwindigkeit (m/s), Zeit.\n",
    );
  });
});
