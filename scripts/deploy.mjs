#!/usr/bin/env node
// `npm run deploy [-- --project <id or alias>]`: builds the app with the real project's web config
// (.env.production.local) and deploys hosting, Firestore rules and indexes to that project. Every
// check runs before the build, so a refused deploy changes nothing. Paths are relative to the
// working directory (npm runs scripts from the package root).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseEnv } from 'node:util';
import { loadEnv } from 'vite';

export const ENV_FILE = '.env.production.local';

/** The web config keys a deployed build needs; the Firebase console's config for a web app has all four. */
export const REQUIRED_KEYS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
];

const CONSOLE_CONFIG = "your web app's config in the Firebase console (Project settings, Your apps)";

/**
 * Decides whether a deploy may go ahead, from what the script read; no I/O, so every refusal is
 * testable. Returns `{ projectId }` or `{ refusal }`, one sentence saying what to do.
 *
 * @param {object} input
 * @param {string[]} input.args the arguments after `npm run deploy --`
 * @param {{ projects?: Record<string, string> } | null} input.firebaserc .firebaserc's content, or null when absent
 * @param {boolean} input.hasHosting whether firebase.json has a `hosting` section
 * @param {Record<string, string> | null} input.envFile .env.production.local's variables, or null when absent
 * @param {Record<string, string>} input.buildEnv the VITE_FIREBASE_* variables the production build will see
 *   (Vite's loadEnv: every .env file for the mode, then the shell's environment)
 * @returns {{ projectId: string } | { refusal: string }}
 */
export function decideDeploy({ args, firebaserc, hasHosting, envFile, buildEnv }) {
  let requested;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--project' || arg === '-P') {
      requested = args[i + 1];
      i += 1;
      if (!requested || requested.startsWith('-')) {
        return {
          refusal: `${arg} needs a project id or alias after it, for example: npm run deploy -- --project my-range.`,
        };
      }
    } else if (arg.startsWith('--project=')) {
      requested = arg.slice('--project='.length);
    } else {
      return { refusal: `Unknown argument "${arg}": npm run deploy takes only --project <id or alias>.` };
    }
  }

  const aliases = firebaserc?.projects ?? {};
  // Like firebase-tools: --project may name an alias from .firebaserc; without it, the "default" alias.
  const projectId = requested ? (aliases[requested] ?? requested) : aliases.default;
  if (!projectId) {
    return {
      refusal:
        'No Firebase project to deploy to: pass one (npm run deploy -- --project my-range) or set projects.default in .firebaserc.',
    };
  }
  if (projectId.startsWith('demo-')) {
    return {
      refusal: `"${projectId}" is a demo project id, which only the emulators accept: deploy to your own project with npm run deploy -- --project <your project id>, or set it as projects.default in .firebaserc.`,
    };
  }
  if (!hasHosting) {
    return {
      refusal: 'firebase.json has no "hosting" section, so there is nothing to tell Firebase Hosting what to serve.',
    };
  }
  if (!envFile) {
    return {
      refusal: `${ENV_FILE} is missing: copy ${CONSOLE_CONFIG} into it as ${REQUIRED_KEYS.join(', ')}.`,
    };
  }
  const missing = REQUIRED_KEYS.filter((key) => !envFile[key]?.trim());
  if (missing.length > 0) {
    return { refusal: `${ENV_FILE} has no value for ${missing.join(', ')}: copy it from ${CONSOLE_CONFIG}.` };
  }
  const configProject = envFile.VITE_FIREBASE_PROJECT_ID;
  if (configProject !== projectId) {
    return {
      refusal: `${ENV_FILE} holds the web config of "${configProject}" but the deploy goes to "${projectId}": put ${projectId}'s web config there, or deploy with --project ${configProject}.`,
    };
  }
  // The build reads more than the file (other .env files, the shell); anything they add or change
  // would ship a config that is not the one checked above.
  const keys = new Set(
    [...Object.keys(envFile), ...Object.keys(buildEnv)].filter((key) => key.startsWith('VITE_FIREBASE_')),
  );
  const overridden = [...keys].filter((key) => (envFile[key] ?? '') !== (buildEnv[key] ?? ''));
  if (overridden.length > 0) {
    return {
      refusal: `${overridden.join(', ')} would reach the build from outside ${ENV_FILE} (the shell's environment or another .env file): remove it there so the build uses only ${ENV_FILE}.`,
    };
  }
  return { projectId };
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function run(command, args, env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status ?? 1;
}

function main() {
  let decision;
  try {
    const firebaseJson = readJson('firebase.json');
    decision = decideDeploy({
      args: process.argv.slice(2),
      firebaserc: readJson('.firebaserc'),
      hasHosting: Boolean(firebaseJson?.hosting),
      envFile: existsSync(ENV_FILE) ? parseEnv(readFileSync(ENV_FILE, 'utf8')) : null,
      buildEnv: loadEnv('production', process.cwd(), 'VITE_FIREBASE_'),
    });
  } catch (error) {
    decision = { refusal: `Could not read the deploy settings: ${error instanceof Error ? error.message : error}.` };
  }
  if ('refusal' in decision) {
    console.error(decision.refusal);
    return 1;
  }

  const { projectId } = decision;
  console.log(`Building Rangebook for ${projectId} with the web config in ${ENV_FILE}.`);
  // NODE_ENV set explicitly: an inherited "development" would build React's development bundle.
  const buildStatus = run('npm', ['run', 'build'], { ...process.env, NODE_ENV: 'production' });
  if (buildStatus !== 0) {
    console.error('The build failed, so nothing was deployed.');
    return buildStatus;
  }
  console.log(`Deploying hosting, Firestore rules and indexes to ${projectId}.`);
  const firebase = path.join(process.cwd(), 'scripts', 'firebase.sh');
  return run(firebase, ['deploy', '--only', 'hosting,firestore', '--project', projectId], process.env);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = main();
}
