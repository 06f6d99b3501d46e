// What `npm test` needs besides node_modules: Java 11+ for the Firestore emulator and a Chromium or
// Chrome for the browser tests. The decisions take the machine as `deps` so a test can fake it;
// systemDeps() is the real machine. scripts/preflight.mjs finds or installs both (else one sentence),
// scripts/chromium.mjs gives Playwright and the bench the browser it finds.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

// The Firestore emulator jar is Java 11 bytecode; firebase-tools 14 runs on 11+ (it only warns below 21).
export const MIN_JAVA = 11;

// Looked up on PATH, in this order, after CHROME_PATH.
export const CHROMIUM_COMMANDS = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome', 'chrome'];

// Where browsers live when PATH does not say (a PATH without /usr/bin, Chrome's own folder, macOS apps).
// CHROMIUM_SEARCH_PATHS (':'-separated, may be empty) replaces this list, to try a machine without them.
export const CHROMIUM_SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

// Debian's old headless shell: Chromium without its windowing layer, the kind of browser Playwright
// itself runs headless tests in. The browser tests spend most of their CPU in the renderer; in the
// shell the desktop and phone projects took 5.7 minutes instead of 7.0 on these 2-core machines.
export const HEADLESS_SHELL_COMMANDS = ['chromium-headless-shell'];
export const HEADLESS_SHELL_SYSTEM_PATHS = ['/usr/bin/chromium-headless-shell'];

// Playwright's download prints "|■■■   |  30% of 170 MiB" lines; the first one means bytes are flowing.
const DOWNLOAD_PROGRESS = /\d+% of /;

/**
 * The first browser that exists and answers `--version`: CHROME_PATH, the commands on PATH, the system
 * paths, then Playwright's own download. A set CHROME_PATH is final: if it does not work, that is the
 * answer, so a typo is never covered up by another browser.
 * @returns {{ path: string, version: string } | { path: null, error?: string }}
 */
export function findChromium(deps) {
  const chosen = deps.env.CHROME_PATH;
  if (chosen) {
    const version = deps.isExecutable(chosen) ? deps.chromiumVersion(chosen) : null;
    if (version) return { path: chosen, version };
    return {
      path: null,
      error: `CHROME_PATH is "${chosen}", which is not a Chromium or Chrome that runs: point it at one, or unset it so npm test finds or installs one.`,
    };
  }
  return firstThatRuns(deps, CHROMIUM_COMMANDS, CHROMIUM_SYSTEM_PATHS, () => deps.playwrightChromiumPath());
}

/**
 * The headless shell for the browser tests, or { path: null } when there is none. A set CHROME_PATH
 * chooses the browser for everything, so then there is none to look for.
 * @returns {{ path: string, version: string } | { path: null }}
 */
export function findHeadlessShell(deps) {
  if (deps.env.CHROME_PATH) return { path: null };
  return firstThatRuns(deps, HEADLESS_SHELL_COMMANDS, HEADLESS_SHELL_SYSTEM_PATHS, () => undefined);
}

/** The first of `commands` on PATH, then of `systemPaths` (or CHROMIUM_SEARCH_PATHS), then `last()`, that answers `--version`. */
function firstThatRuns(deps, commands, systemPaths, last) {
  const pathDirs = (deps.env.PATH ?? '').split(delimiter).filter(Boolean);
  const searchPaths =
    deps.env.CHROMIUM_SEARCH_PATHS === undefined
      ? systemPaths
      : deps.env.CHROMIUM_SEARCH_PATHS.split(':').filter(Boolean);
  // A generator: asking Playwright for its path costs a second, only paid when nothing else is there.
  function* candidates() {
    for (const command of commands) for (const dir of pathDirs) yield join(dir, command);
    yield* searchPaths;
    yield last();
  }
  const tried = new Set();
  for (const candidate of candidates()) {
    if (!candidate || tried.has(candidate) || !deps.isExecutable(candidate)) continue;
    tried.add(candidate);
    // Ubuntu's chromium-browser is a stub that asks for a snap: present, but it does not run.
    const version = deps.chromiumVersion(candidate);
    if (version) return { path: candidate, version };
  }
  return { path: null };
}

/** The major version in `java -version` output ("1.8.0_392" is 8, "17.0.15" is 17), or null. */
export function javaMajor(output) {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  if (!match) return null;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

/** 'debian', 'ubuntu' (and its derivatives) or null, from /etc/os-release. */
export function linuxFamily(osRelease) {
  const field = (name) => new RegExp(`^${name}="?([^"\\n]*)"?$`, 'm').exec(osRelease)?.[1]?.split(' ') ?? [];
  const ids = [...field('ID'), ...field('ID_LIKE')];
  if (ids.includes('ubuntu')) return 'ubuntu';
  if (ids.includes('debian')) return 'debian';
  return null;
}

/**
 * Finds Java and a browser, installing what is missing by the standard means that works here:
 * Playwright's browser download, then on Debian as root (or with passwordless sudo) apt-get.
 * @returns {Promise<{ ok: true, java: number | null, chromium: { path: string, version: string }, headlessShell: string | null } | { ok: false, sentence: string }>}
 */
export async function preflight(deps) {
  const family = linuxFamily(deps.osRelease());
  const installOff = Boolean(deps.env.PREFLIGHT_NO_INSTALL);
  const reasons = [];
  const sudo = deps.isRoot ? '' : 'sudo ';
  let aptPrefix;
  let aptUpdated = false;

  const aptInstall = async (aptPackage) => {
    if (aptPrefix === undefined) aptPrefix = deps.isRoot ? [] : deps.sudoWorks() ? ['sudo', '-n'] : null;
    if (!aptPrefix) {
      reasons.push('apt-get needs root or passwordless sudo');
      return false;
    }
    // An unreachable mirror fails in seconds, not minutes.
    const aptGet = (...args) => {
      const [command, ...rest] = [...aptPrefix, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get'];
      return deps.run(command, [...rest, '-o', 'Acquire::http::Timeout=10', '-o', 'Acquire::Retries=0', ...args]);
    };
    deps.log(`Installing ${aptPackage} with apt-get`);
    if (!aptUpdated) aptUpdated = (await aptGet('update', '-qq')) === 0;
    if ((await aptGet('install', '-y', '-qq', aptPackage)) === 0) return true;
    reasons.push(`apt-get install ${aptPackage} failed`);
    return false;
  };

  const readJava = () => {
    const output = deps.javaVersionOutput();
    return output === null ? { found: false, major: null } : { found: true, major: javaMajor(output) };
  };
  const javaTooOld = (java) => !java.found || (java.major !== null && java.major < MIN_JAVA);
  let java = readJava();
  if (javaTooOld(java) && !installOff && family) {
    if (await aptInstall('default-jre-headless')) java = readJava();
  }

  let chromium = findChromium(deps);
  if (chromium.error) return { ok: false, sentence: chromium.error };
  if (!chromium.path && !installOff) {
    deps.log("No Chromium or Chrome found: trying Playwright's browser download");
    const download = await deps.downloadPlaywrightChromium();
    chromium = findChromium(deps);
    if (!download.ok) reasons.push(`Playwright's browser download failed: ${download.problem}`);
    else if (!chromium.path) reasons.push("Playwright's chromium does not start here (system libraries missing?)");
    // Ubuntu's chromium package is only a snap; Playwright's download is its standard way.
    if (!chromium.path && family === 'debian' && (await aptInstall('chromium'))) chromium = findChromium(deps);
  }
  if (installOff) reasons.push('installing is turned off by PREFLIGHT_NO_INSTALL');

  // Not required: without it the browser tests run in the full browser, slower.
  let headlessShell = findHeadlessShell(deps);
  if (chromium.path && !headlessShell.path && !deps.env.CHROME_PATH && !installOff && family === 'debian') {
    if (await aptInstall('chromium-headless-shell')) headlessShell = findHeadlessShell(deps);
    if (!headlessShell.path) deps.log('No chromium-headless-shell: the browser tests run in the full browser, slower');
  }

  const needs = [];
  const aptPackages = [];
  const otherWays = [];
  if (javaTooOld(java)) {
    const found = java.found ? ` (java on PATH is ${java.major})` : '';
    needs.push(`Java ${MIN_JAVA} or newer${found} for the Firestore emulator`);
    if (family) aptPackages.push('default-jre-headless');
    else otherWays.push(`install a JDK ${MIN_JAVA} or newer`);
  }
  if (!chromium.path) {
    needs.push('Chromium or Chrome for the browser tests');
    if (family === 'debian') aptPackages.push('chromium');
    else if (family === 'ubuntu') otherWays.push('run `npx playwright install --with-deps chromium`');
    else otherWays.push('install Google Chrome or Chromium');
  }
  if (!needs.length) return { ok: true, java: java.major, chromium, headlessShell: headlessShell.path };

  const ways = [
    ...(aptPackages.length ? [`run \`${sudo}apt-get install -y ${aptPackages.join(' ')}\``] : []),
    ...otherWays,
  ];
  const them = needs.length > 1 ? 'them' : 'it';
  const why = reasons.length ? ` (${[...new Set(reasons)].join('; ')})` : '';
  const chromeOption = chromium.path ? '' : ' (or set CHROME_PATH to an installed Chrome)';
  return {
    ok: false,
    sentence: `npm test needs ${needs.join(' and ')} and could not install ${them} here${why}: ${ways.join(' and ')}${chromeOption}, then run npm test again.`,
  };
}

/**
 * Runs a browser download and gives up when no progress line has come within firstProgressMs
 * (an unreachable server), while a download that has started may take up to totalMs.
 * Kills the whole process group, so Playwright's download child goes too. Shows what it downloads
 * and its progress; of the error output (a stack per retry), only the first error's message.
 * @returns {Promise<{ ok: boolean, problem?: string }>}
 */
export function runDownload({ command, args, env = process.env, firstProgressMs, totalMs, log = () => {} }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const shown = new Set();
    let progressed = false;
    let problem;
    const stop = (why) => {
      problem = why;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const firstProgress = setTimeout(() => stop(`no progress within ${firstProgressMs / 1000} s`), firstProgressMs);
    const total = setTimeout(() => stop(`still running after ${totalMs / 1000} s`), totalMs);
    const onOutput = (chunk) => {
      for (const line of chunk.toString().split('\n')) {
        if (DOWNLOAD_PROGRESS.test(line) && !progressed) {
          progressed = true;
          clearTimeout(firstProgress);
        }
        const error = /^Error: (.*)/.exec(line);
        if (error && problem === undefined) problem = error[1];
        if (/^Downloading |downloaded to /.test(line) || DOWNLOAD_PROGRESS.test(line)) {
          if (!shown.has(line)) log(`  ${line}`);
          shown.add(line);
        }
      }
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    const finish = (ok, fallback) => {
      clearTimeout(firstProgress);
      clearTimeout(total);
      resolve(ok ? { ok } : { ok, problem: problem ?? fallback });
    };
    child.once('error', (error) => {
      problem = error.message;
      finish(false);
    });
    child.once('close', (code) => finish(code === 0, `exit code ${code}`));
  });
}

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

const require = createRequire(import.meta.url);

/** The real machine, for findChromium and preflight. */
export function systemDeps({ log = (message) => console.log(message) } = {}) {
  return {
    env: process.env,
    isRoot: process.getuid?.() === 0,
    log,
    isExecutable,
    chromiumVersion(path) {
      const result = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 10_000 });
      return result.status === 0 && result.stdout.trim() ? result.stdout.trim().split('\n')[0] : null;
    },
    playwrightChromiumPath() {
      try {
        const path = require('@playwright/test').chromium.executablePath();
        return path || undefined;
      } catch {
        // No build for this platform.
        return undefined;
      }
    },
    javaVersionOutput() {
      const result = spawnSync('java', ['-version'], { encoding: 'utf8', timeout: 10_000 });
      return result.error || result.status !== 0 ? null : `${result.stdout}${result.stderr}`;
    },
    osRelease() {
      try {
        return readFileSync('/etc/os-release', 'utf8');
      } catch {
        return '';
      }
    },
    sudoWorks: () => spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore', timeout: 5_000 }).status === 0,
    run: (command, args) =>
      new Promise((resolve) => {
        const child = spawn(command, args, { stdio: 'inherit' });
        child.once('error', () => resolve(-1));
        child.once('close', (code) => resolve(code ?? -1));
      }),
    async downloadPlaywrightChromium() {
      const leftovers = () => new Set(readdirSync(tmpdir()).filter((name) => name.startsWith('playwright-download-')));
      const before = leftovers();
      const result = await runDownload({
        command: process.execPath,
        args: [join(dirname(require.resolve('@playwright/test/package.json')), 'cli.js'), 'install', 'chromium'],
        // Unreachable: Playwright alone retries 5 times, 30 s each; bytes flowing: a slow line is fine.
        firstProgressMs: 10_000,
        totalMs: 15 * 60_000,
        log,
      });
      // A killed download leaves its temporary folder behind.
      for (const name of leftovers()) {
        if (!before.has(name)) rmSync(join(tmpdir(), name), { recursive: true, force: true });
      }
      return result;
    },
  };
}
