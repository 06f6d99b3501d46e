import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { decideDeploy, REQUIRED_KEYS } from '../../scripts/deploy.mjs';
import { resolveFirebaseTarget } from '../../src/config/env';

const DEPLOY_SCRIPT = fileURLToPath(new URL('../../scripts/deploy.mjs', import.meta.url));

const WEB_CONFIG = {
  VITE_FIREBASE_API_KEY: 'AIzaSyTestKey',
  VITE_FIREBASE_AUTH_DOMAIN: 'my-range.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'my-range',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

const toEnvFile = (vars: Record<string, string>) =>
  Object.entries(vars)
    .map(([key, value]) => `${key}=${value}\n`)
    .join('');

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/**
 * A project folder where building and deploying leave traces: `npm run build` writes
 * dist/build.json (with the NODE_ENV it ran under) and scripts/firebase.sh records its arguments,
 * so a test sees whether the real script built or deployed, with no network.
 */
function projectDir(files: {
  firebaserc?: object;
  envFile?: Record<string, string> | string;
  otherFiles?: Record<string, string>;
  hosting?: boolean;
}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'rangebook-deploy-'));
  dirs.push(dir);
  const build =
    "require('fs').mkdirSync('dist');require('fs').writeFileSync('dist/build.json',JSON.stringify({nodeEnv:process.env.NODE_ENV}))";
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'deploy-test', private: true, scripts: { build: `node -e "${build}"` } }),
  );
  const firebaseJson = files.hosting === false ? {} : { hosting: { public: 'dist' } };
  writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(firebaseJson));
  if (files.firebaserc) writeFileSync(path.join(dir, '.firebaserc'), JSON.stringify(files.firebaserc));
  if (files.envFile !== undefined) {
    const content = typeof files.envFile === 'string' ? files.envFile : toEnvFile(files.envFile);
    writeFileSync(path.join(dir, '.env.production.local'), content);
  }
  for (const [name, content] of Object.entries(files.otherFiles ?? {})) writeFileSync(path.join(dir, name), content);
  mkdirSync(path.join(dir, 'scripts'));
  const firebase = path.join(dir, 'scripts', 'firebase.sh');
  writeFileSync(firebase, '#!/bin/sh\necho "$@" > "$(dirname "$0")/../firebase-args.txt"\n');
  chmodSync(firebase, 0o755);
  return dir;
}

function deploy(dir: string, args: string[] = [], extraEnv: Record<string, string> = {}) {
  // The test runner's own VITE_* and NODE_ENV must not leak into the script under test.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_') && key !== 'NODE_ENV'),
  );
  const result = spawnSync(process.execPath, [DEPLOY_SCRIPT, ...args], {
    cwd: dir,
    env: { ...env, ...extraEnv },
    encoding: 'utf8',
  });
  return {
    status: result.status,
    stderr: result.stderr.trim(),
    built: existsSync(path.join(dir, 'dist')),
    deployed: existsSync(path.join(dir, 'firebase-args.txt')),
  };
}

function expectRefused(result: ReturnType<typeof deploy>, sentence: string) {
  expect(result.stderr).toBe(sentence);
  expect(result.status).toBe(1);
  expect(result.built).toBe(false);
  expect(result.deployed).toBe(false);
}

const OWN_PROJECT = { projects: { default: 'my-range' } };

describe('npm run deploy refuses, before building', () => {
  it('the demo project named in .firebaserc', () => {
    const dir = projectDir({ firebaserc: { projects: { default: 'demo-rangebook' } }, envFile: WEB_CONFIG });
    expectRefused(
      deploy(dir),
      '"demo-rangebook" is a demo project id, which only the emulators accept: deploy to your own project with npm run deploy -- --project <your project id>, or set it as projects.default in .firebaserc.',
    );
  });

  it('any demo-* project given with --project', () => {
    const dir = projectDir({ firebaserc: OWN_PROJECT, envFile: { ...WEB_CONFIG, VITE_FIREBASE_PROJECT_ID: 'demo-x' } });
    expectRefused(
      deploy(dir, ['--project', 'demo-x']),
      '"demo-x" is a demo project id, which only the emulators accept: deploy to your own project with npm run deploy -- --project <your project id>, or set it as projects.default in .firebaserc.',
    );
  });

  it('no project at all (no .firebaserc and no --project)', () => {
    expectRefused(
      deploy(projectDir({ envFile: WEB_CONFIG })),
      'No Firebase project to deploy to: pass one (npm run deploy -- --project my-range) or set projects.default in .firebaserc.',
    );
  });

  it('a missing .env.production.local', () => {
    expectRefused(
      deploy(projectDir({ firebaserc: OWN_PROJECT })),
      ".env.production.local is missing: copy your web app's config in the Firebase console (Project settings, Your apps) into it as VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_APP_ID.",
    );
  });

  it('an incomplete .env.production.local, naming what is missing', () => {
    const { VITE_FIREBASE_APP_ID: _appId, ...withoutAppId } = WEB_CONFIG;
    const dir = projectDir({ firebaserc: OWN_PROJECT, envFile: { ...withoutAppId, VITE_FIREBASE_API_KEY: ' ' } });
    expectRefused(
      deploy(dir),
      ".env.production.local has no value for VITE_FIREBASE_API_KEY, VITE_FIREBASE_APP_ID: copy it from your web app's config in the Firebase console (Project settings, Your apps).",
    );
  });

  it("a web config of another project than the deploy's", () => {
    const dir = projectDir({ firebaserc: OWN_PROJECT, envFile: WEB_CONFIG });
    expectRefused(
      deploy(dir, ['--project', 'other-range']),
      '.env.production.local holds the web config of "my-range" but the deploy goes to "other-range": put other-range\'s web config there, or deploy with --project my-range.',
    );
  });

  it('web config that would reach the build from the shell or another .env file', () => {
    const dir = projectDir({
      firebaserc: OWN_PROJECT,
      envFile: WEB_CONFIG,
      otherFiles: { '.env.local': 'VITE_FIREBASE_STORAGE_BUCKET=other-range.appspot.com\n' },
    });
    expectRefused(
      deploy(dir, [], { VITE_FIREBASE_PROJECT_ID: 'other-range' }),
      "VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_STORAGE_BUCKET would reach the build from outside .env.production.local (the shell's environment or another .env file): remove it there so the build uses only .env.production.local.",
    );
  });

  it('a firebase.json without hosting', () => {
    expectRefused(
      deploy(projectDir({ firebaserc: OWN_PROJECT, envFile: WEB_CONFIG, hosting: false })),
      'firebase.json has no "hosting" section, so there is nothing to tell Firebase Hosting what to serve.',
    );
  });

  it('an argument it does not know', () => {
    expectRefused(
      deploy(projectDir({ firebaserc: OWN_PROJECT, envFile: WEB_CONFIG }), ['--only', 'hosting']),
      'Unknown argument "--only": npm run deploy takes only --project <id or alias>.',
    );
  });
});

describe('npm run deploy, with a real project and its web config', () => {
  it('builds for production, then deploys hosting, rules and indexes to the project in .firebaserc', () => {
    const dir = projectDir({ firebaserc: OWN_PROJECT, envFile: WEB_CONFIG });
    const result = deploy(dir, [], { NODE_ENV: 'development' });
    expect(result.status).toBe(0);
    expect(JSON.parse(readFileSync(path.join(dir, 'dist', 'build.json'), 'utf8'))).toEqual({ nodeEnv: 'production' });
    expect(readFileSync(path.join(dir, 'firebase-args.txt'), 'utf8').trim()).toBe(
      'deploy --only hosting,firestore --project my-range',
    );
  });

  it('deploys to the project an alias from .firebaserc names', () => {
    const dir = projectDir({
      firebaserc: { projects: { default: 'demo-rangebook', live: 'my-range' } },
      envFile: WEB_CONFIG,
    });
    const result = deploy(dir, ['--project', 'live']);
    expect(result.status).toBe(0);
    expect(readFileSync(path.join(dir, 'firebase-args.txt'), 'utf8').trim()).toBe(
      'deploy --only hosting,firestore --project my-range',
    );
  });
});

describe('decideDeploy', () => {
  const ready = { firebaserc: OWN_PROJECT, hasHosting: true, envFile: WEB_CONFIG, buildEnv: WEB_CONFIG };

  it('takes --project over .firebaserc, in either spelling', () => {
    const other = { ...WEB_CONFIG, VITE_FIREBASE_PROJECT_ID: 'other-range' };
    const input = { ...ready, envFile: other, buildEnv: other };
    expect(decideDeploy({ ...input, args: ['--project', 'other-range'] })).toEqual({ projectId: 'other-range' });
    expect(decideDeploy({ ...input, args: ['-P', 'other-range'] })).toEqual({ projectId: 'other-range' });
    expect(decideDeploy({ ...input, args: ['--project=other-range'] })).toEqual({ projectId: 'other-range' });
  });

  it('refuses --project with nothing after it', () => {
    expect(decideDeploy({ ...ready, args: ['--project'] })).toEqual({
      refusal: '--project needs a project id or alias after it, for example: npm run deploy -- --project my-range.',
    });
  });
});

describe('the keys a deploy requires', () => {
  const emulators = { authEmulatorUrl: 'http://127.0.0.1:9099', firestoreEmulatorHost: '127.0.0.1:8080' };
  const only = (keys: readonly string[]) =>
    Object.fromEntries(keys.map((key) => [key, WEB_CONFIG[key as keyof typeof WEB_CONFIG] ?? 'set']));

  it("are enough for the app's own config check (src/config/env.ts), so a deploy it allows never builds an app that refuses to start", () => {
    expect(resolveFirebaseTarget(only(REQUIRED_KEYS), emulators).kind).toBe('production');
  });

  it('include every key the app cannot start without', () => {
    const appRequires = REQUIRED_KEYS.filter((key) => {
      const without = only(REQUIRED_KEYS.filter((other) => other !== key));
      try {
        resolveFirebaseTarget(without, emulators);
        return false;
      } catch {
        return true;
      }
    });
    // The app needs these three; the deploy also asks for the app id, which the console's config always has.
    expect(appRequires).toEqual(['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID']);
  });
});
