import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  findChromium,
  findHeadlessShell,
  javaMajor,
  linuxFamily,
  preflight,
  runDownload,
  type ToolDeps,
} from '../../scripts/find-tools.mjs';

const DEBIAN = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n';
const UBUNTU = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n';
const JAVA_17 = 'openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime Environment (build 17.0.15+6)\n';
const PLAYWRIGHT_CHROME = '/home/ann/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

interface Machine {
  /** Executable files: path -> what `--version` prints, or null for one that does not run. */
  files: Map<string, string | null>;
  deps: ToolDeps;
  runs: string[];
  downloads: number;
  playwrightAsked: number;
}

/** A fake machine: Debian, not root, Java 17, PATH /usr/local/bin:/usr/bin and no browser, unless told. */
function machine(options: {
  files?: Record<string, string | null>;
  env?: Record<string, string | undefined>;
  java?: string | null;
  osRelease?: string;
  isRoot?: boolean;
  sudo?: boolean;
  /** What a download that succeeds adds (null: a browser that does not start); none succeeds unless told. */
  download?: Record<string, string | null>;
  /** What `apt-get install <package>` adds to the machine. */
  apt?: Record<string, { files?: Record<string, string>; java?: string }>;
}): Machine {
  let java = options.java === undefined ? JAVA_17 : options.java;
  const m: Machine = {
    files: new Map(Object.entries(options.files ?? {})),
    runs: [],
    downloads: 0,
    playwrightAsked: 0,
    deps: {
      env: { PATH: '/usr/local/bin:/usr/bin', ...options.env },
      isRoot: options.isRoot ?? false,
      log: () => {},
      isExecutable: (path) => m.files.has(path),
      chromiumVersion: (path) => m.files.get(path) ?? null,
      playwrightChromiumPath: () => {
        m.playwrightAsked += 1;
        return PLAYWRIGHT_CHROME;
      },
      javaVersionOutput: () => java,
      osRelease: () => options.osRelease ?? DEBIAN,
      sudoWorks: () => options.sudo ?? false,
      run: async (command, args) => {
        m.runs.push([command, ...args].join(' '));
        const installed = args.at(-2) === '-qq' && args.includes('install') ? options.apt?.[args.at(-1)!] : undefined;
        for (const [path, version] of Object.entries(installed?.files ?? {})) m.files.set(path, version);
        if (installed?.java) java = installed.java;
        return args.includes('install') && !installed ? 100 : 0;
      },
      downloadPlaywrightChromium: async () => {
        m.downloads += 1;
        for (const [path, version] of Object.entries(options.download ?? {})) m.files.set(path, version);
        return options.download ? { ok: true } : { ok: false, problem: 'getaddrinfo ENOTFOUND cdn.playwright.dev' };
      },
    },
  };
  return m;
}

describe('findChromium', () => {
  it('takes CHROME_PATH when it runs, without looking further', () => {
    const m = machine({
      files: { '/opt/chrome/chrome': 'Google Chrome 150', '/usr/bin/chromium': 'Chromium 156' },
      env: { CHROME_PATH: '/opt/chrome/chrome' },
    });
    expect(findChromium(m.deps)).toEqual({ path: '/opt/chrome/chrome', version: 'Google Chrome 150' });
  });

  it('refuses a CHROME_PATH that does not exist in one sentence, even with another browser installed', () => {
    const m = machine({ files: { '/usr/bin/chromium': 'Chromium 156' }, env: { CHROME_PATH: '/opt/chrom' } });
    expect(findChromium(m.deps)).toEqual({
      path: null,
      error:
        'CHROME_PATH is "/opt/chrom", which is not a Chromium or Chrome that runs: point it at one, or unset it so npm test finds or installs one.',
    });
  });

  it('looks on PATH before the usual places, chromium before chrome', () => {
    const m = machine({
      files: {
        '/usr/bin/chromium': 'Chromium 156',
        '/home/ann/bin/google-chrome': 'Google Chrome 150',
        '/home/ann/bin/chromium': 'Chromium 157',
      },
      env: { PATH: '/home/ann/bin:/bin' },
    });
    expect(findChromium(m.deps).path).toBe('/home/ann/bin/chromium');
  });

  it('finds /usr/bin/chromium with PATH empty, and asks Playwright only when nothing else is there', () => {
    const m = machine({ files: { '/usr/bin/chromium': 'Chromium 156' }, env: { PATH: '' } });
    expect(findChromium(m.deps).path).toBe('/usr/bin/chromium');
    expect(m.playwrightAsked).toBe(0);
  });

  it("skips a browser that does not run (Ubuntu's snap stub) for Playwright's download", () => {
    const m = machine({ files: { '/usr/bin/chromium-browser': null, [PLAYWRIGHT_CHROME]: 'Chromium 159' } });
    expect(findChromium(m.deps)).toEqual({ path: PLAYWRIGHT_CHROME, version: 'Chromium 159' });
  });

  it('finds nothing where nothing is, and CHROMIUM_SEARCH_PATHS can hide the usual places', () => {
    expect(findChromium(machine({}).deps)).toEqual({ path: null });
    const hidden = machine({
      files: { '/usr/bin/chromium': 'Chromium 156' },
      env: { PATH: '', CHROMIUM_SEARCH_PATHS: '' },
    });
    expect(findChromium(hidden.deps)).toEqual({ path: null });
  });
});

describe('findHeadlessShell', () => {
  const SHELL = '/usr/bin/chromium-headless-shell';

  it("finds Debian's headless shell on PATH or in /usr/bin, never the full browser", () => {
    const both = machine({ files: { '/usr/bin/chromium': 'Chromium 156', [SHELL]: 'Chromium 156' } });
    expect(findHeadlessShell(both.deps)).toEqual({ path: SHELL, version: 'Chromium 156' });
    const onPath = machine({
      files: { '/home/ann/bin/chromium-headless-shell': 'Chromium 157' },
      env: { PATH: '/home/ann/bin' },
    });
    expect(findHeadlessShell(onPath.deps).path).toBe('/home/ann/bin/chromium-headless-shell');
    expect(findHeadlessShell(machine({ files: { '/usr/bin/chromium': 'Chromium 156' } }).deps)).toEqual({ path: null });
    expect(both.playwrightAsked).toBe(0);
  });

  it('gives way to CHROME_PATH, which chooses the browser for the tests too', () => {
    const m = machine({
      files: { [SHELL]: 'Chromium 156', '/opt/chrome/chrome': 'Chrome 150' },
      env: { CHROME_PATH: '/opt/chrome/chrome' },
    });
    expect(findHeadlessShell(m.deps)).toEqual({ path: null });
  });
});

describe('javaMajor and linuxFamily', () => {
  it('reads the major version from java -version, old and new style', () => {
    expect(javaMajor('java version "1.8.0_392"')).toBe(8);
    expect(javaMajor(JAVA_17)).toBe(17);
    expect(javaMajor('openjdk version "21" 2023-09-19')).toBe(21);
    expect(javaMajor('Picked up JAVA_TOOL_OPTIONS: -Xmx1g')).toBeNull();
  });

  it('tells Debian from Ubuntu and its derivatives, and both from the rest', () => {
    expect(linuxFamily(DEBIAN)).toBe('debian');
    expect(linuxFamily(UBUNTU)).toBe('ubuntu');
    expect(linuxFamily('ID=linuxmint\nID_LIKE="ubuntu debian"\n')).toBe('ubuntu');
    expect(linuxFamily('ID="fedora"\n')).toBeNull();
    expect(linuxFamily('')).toBeNull();
  });
});

describe('preflight', () => {
  it('installs nothing when Java 17, a browser and the headless shell are there', async () => {
    const m = machine({
      isRoot: true,
      files: { '/usr/bin/chromium': 'Chromium 156', '/usr/bin/chromium-headless-shell': 'Chromium 156' },
    });
    expect(await preflight(m.deps)).toEqual({
      ok: true,
      java: 17,
      chromium: { path: '/usr/bin/chromium', version: 'Chromium 156' },
      headlessShell: '/usr/bin/chromium-headless-shell',
    });
    expect([m.runs, m.downloads]).toEqual([[], 0]);
  });

  it('on Debian as root, adds the headless shell beside a browser that is there', async () => {
    const m = machine({
      isRoot: true,
      files: { '/usr/bin/chromium': 'Chromium 156' },
      apt: { 'chromium-headless-shell': { files: { '/usr/bin/chromium-headless-shell': 'Chromium 156' } } },
    });
    expect(await preflight(m.deps)).toMatchObject({ ok: true, headlessShell: '/usr/bin/chromium-headless-shell' });
    expect(m.runs.at(-1)).toMatch(/ install -y -qq chromium-headless-shell$/);
  });

  it('goes on in the full browser when the headless shell cannot be installed', async () => {
    const m = machine({ files: { '/usr/bin/chromium': 'Chromium 156' } });
    expect(await preflight(m.deps)).toEqual({
      ok: true,
      java: 17,
      chromium: { path: '/usr/bin/chromium', version: 'Chromium 156' },
      headlessShell: null,
    });
    expect([m.runs, m.downloads]).toEqual([[], 0]);
  });

  it("uses Playwright's download when it works, before apt", async () => {
    const m = machine({ isRoot: true, download: { [PLAYWRIGHT_CHROME]: 'Chromium 159' } });
    expect(await preflight(m.deps)).toMatchObject({ ok: true, chromium: { path: PLAYWRIGHT_CHROME } });
    expect(m.runs.filter((run) => run.endsWith(' chromium'))).toEqual([]);
  });

  it("on Debian as root, installs Debian's chromium when the download fails", async () => {
    const m = machine({ isRoot: true, apt: { chromium: { files: { '/usr/bin/chromium': 'Chromium 156' } } } });
    expect(await preflight(m.deps)).toMatchObject({ ok: true, chromium: { path: '/usr/bin/chromium' } });
    const aptGet = 'env DEBIAN_FRONTEND=noninteractive apt-get -o Acquire::http::Timeout=10 -o Acquire::Retries=0';
    expect(m.runs).toEqual([
      `${aptGet} update -qq`,
      `${aptGet} install -y -qq chromium`,
      `${aptGet} install -y -qq chromium-headless-shell`,
    ]);
    expect(m.downloads).toBe(1);
  });

  it("says so when Playwright's chromium downloads but does not start (no system libraries)", async () => {
    const m = machine({ download: { [PLAYWRIGHT_CHROME]: null } });
    expect(await preflight(m.deps)).toMatchObject({
      ok: false,
      sentence: expect.stringContaining(
        "(Playwright's chromium does not start here (system libraries missing?); apt-get needs root or passwordless sudo)",
      ),
    });
  });

  it('uses passwordless sudo for apt when not root', async () => {
    const m = machine({ sudo: true, apt: { chromium: { files: { '/usr/bin/chromium': 'Chromium 156' } } } });
    expect(await preflight(m.deps)).toMatchObject({ ok: true });
    expect(m.runs.map((run) => run.split(' ').slice(0, 4).join(' '))).toEqual([
      'sudo -n env DEBIAN_FRONTEND=noninteractive',
      'sudo -n env DEBIAN_FRONTEND=noninteractive',
      'sudo -n env DEBIAN_FRONTEND=noninteractive',
    ]);
  });

  it('stops with one sentence on Debian without root when the download fails', async () => {
    const m = machine({});
    expect(await preflight(m.deps)).toEqual({
      ok: false,
      sentence:
        "npm test needs Chromium or Chrome for the browser tests and could not install it here (Playwright's browser download failed: getaddrinfo ENOTFOUND cdn.playwright.dev; apt-get needs root or passwordless sudo): run `sudo apt-get install -y chromium` (or set CHROME_PATH to an installed Chrome), then run npm test again.",
    });
    expect(m.runs).toEqual([]);
  });

  it("never installs Ubuntu's snap-only chromium: it points at Playwright's install with its libraries", async () => {
    const m = machine({ isRoot: true, osRelease: UBUNTU });
    const result = await preflight(m.deps);
    expect(m.runs).toEqual([]);
    expect(result).toEqual({
      ok: false,
      sentence:
        "npm test needs Chromium or Chrome for the browser tests and could not install it here (Playwright's browser download failed: getaddrinfo ENOTFOUND cdn.playwright.dev): run `npx playwright install --with-deps chromium` (or set CHROME_PATH to an installed Chrome), then run npm test again.",
    });
  });

  it('on Debian as root, installs a headless JRE when java is missing', async () => {
    const m = machine({
      isRoot: true,
      java: null,
      files: { '/usr/bin/chromium': 'Chromium 156' },
      apt: { 'default-jre-headless': { java: 'openjdk version "17.0.15"' } },
    });
    expect(await preflight(m.deps)).toMatchObject({ ok: true, java: 17 });
    expect(m.runs.filter((run) => run.endsWith(' install -y -qq default-jre-headless'))).toHaveLength(1);
  });

  it('names an old Java and both missing things in one sentence', async () => {
    const m = machine({ java: 'java version "1.8.0_392"' });
    expect(await preflight(m.deps)).toEqual({
      ok: false,
      sentence:
        "npm test needs Java 11 or newer (java on PATH is 8) for the Firestore emulator and Chromium or Chrome for the browser tests and could not install them here (apt-get needs root or passwordless sudo; Playwright's browser download failed: getaddrinfo ENOTFOUND cdn.playwright.dev): run `sudo apt-get install -y default-jre-headless chromium` (or set CHROME_PATH to an installed Chrome), then run npm test again.",
    });
  });

  it('outside Debian and Ubuntu, says what to install', async () => {
    const m = machine({ isRoot: true, java: null, osRelease: 'ID=fedora\n' });
    const result = await preflight(m.deps);
    expect(m.runs).toEqual([]);
    expect(result).toMatchObject({
      ok: false,
      sentence: expect.stringContaining(': install a JDK 11 or newer and install Google Chrome or Chromium (or set'),
    });
  });

  it('with PREFLIGHT_NO_INSTALL only looks', async () => {
    const m = machine({ isRoot: true, env: { PREFLIGHT_NO_INSTALL: '1' } });
    expect(await preflight(m.deps)).toMatchObject({
      ok: false,
      sentence: expect.stringContaining('(installing is turned off by PREFLIGHT_NO_INSTALL)'),
    });
    expect([m.runs, m.downloads]).toEqual([[], 0]);
  });

  it('installs nothing for a wrong CHROME_PATH: the setting is what to fix', async () => {
    const m = machine({ isRoot: true, env: { CHROME_PATH: '/nowhere/chrome' } });
    expect(await preflight(m.deps)).toMatchObject({ ok: false, sentence: expect.stringMatching(/^CHROME_PATH is/) });
    expect([m.runs, m.downloads]).toEqual([[], 0]);
  });
});

describe('runDownload', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'run-download-'));
    dirs.push(dir);
    return dir;
  };
  // sh, not node, as the fake download: it starts in milliseconds even on a busy machine.
  const sh = (script: string) => ({ command: 'sh', args: ['-c', script] });
  // A killed process whose parent died may stay a zombie until init reaps it: that is gone too.
  const isAlive = (pid: number) => /^[^Z]/.test(spawnSync('ps', ['-o', 'stat=', '-p', String(pid)]).stdout.toString());

  it('gives up on a download that shows no progress, and kills its children too', async () => {
    const pidFile = join(tempDir(), 'child.pid');
    // A parent that starts a child (as Playwright does) and waits for it: a minute.
    const started = Date.now();
    const result = await runDownload({
      ...sh(`sleep 60 & echo $! > '${pidFile}'; echo 'Downloading Chrome for Testing'; wait`),
      firstProgressMs: 2_000,
      totalMs: 60_000,
    });
    expect(result).toEqual({ ok: false, problem: 'no progress within 2 s' });
    expect(Date.now() - started).toBeLessThan(6_000);
    const childPid = Number(readFileSync(pidFile, 'utf8'));
    await expect.poll(() => isAlive(childPid)).toBe(false);
  });

  it('lets a download run past the first deadline once progress shows', async () => {
    const go = join(tempDir(), 'go');
    const firstProgressMs = 1_000;
    const started = Date.now();
    const result = await runDownload({
      ...sh(`echo '|        |   0% of 170 MiB'; while [ ! -f '${go}' ]; do sleep 0.1; done`),
      firstProgressMs,
      totalMs: 30_000,
      // Finish only well after the first deadline, counted from when progress showed.
      log: () => setTimeout(() => writeFileSync(go, ''), firstProgressMs + 500),
    });
    expect(result).toEqual({ ok: true });
    expect(Date.now() - started).toBeGreaterThan(firstProgressMs + 500);
  });

  it("shows what it downloads and its progress, and of Playwright's retries only the first error", async () => {
    const lines: string[] = [];
    const retries = `for n in 1 2; do
      echo 'Downloading Chrome for Testing 159 from https://cdn.playwright.dev/a.zip'
      printf 'Error: getaddrinfo ENOTFOUND cdn.playwright.dev\n    at GetAddrInfoReqWrap.onlookupall\n' >&2
    done
    echo '|■■■■■■■■        |  10% of 170 MiB'
    echo 'Error: Failed to download Chrome for Testing 159' >&2; exit 1`;
    const result = await runDownload({
      ...sh(retries),
      firstProgressMs: 5_000,
      totalMs: 10_000,
      log: (line) => lines.push(line),
    });
    expect(result).toEqual({ ok: false, problem: 'getaddrinfo ENOTFOUND cdn.playwright.dev' });
    expect(lines).toEqual([
      '  Downloading Chrome for Testing 159 from https://cdn.playwright.dev/a.zip',
      '  |■■■■■■■■        |  10% of 170 MiB',
    ]);
  });

  it('reports the exit code of a download that failed without an error line', async () => {
    expect(await runDownload({ ...sh('exit 3'), firstProgressMs: 5_000, totalMs: 10_000 })).toEqual({
      ok: false,
      problem: 'exit code 3',
    });
  });

  it('fails, without throwing, when the command cannot start', async () => {
    const result = await runDownload({
      command: '/nonexistent/playwright',
      args: [],
      firstProgressMs: 500,
      totalMs: 1_000,
    });
    expect(result).toMatchObject({ ok: false, problem: expect.stringContaining('ENOENT') });
  });
});
