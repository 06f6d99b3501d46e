import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { loadStageChunks, type LoadStage } from '../../scripts/load-stage-chunks';

// A small app as the real one loads: an entry that imports the app, which imports two routes.
const folder = mkdtempSync(join(tmpdir(), 'load-stages-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const files: Record<string, string> = {
  'main.ts': "import { hint } from './hint';\nexport const started = import('./app').then((app) => app.start(hint));\n",
  'hint.ts': "export const hint = 'signed in';\n",
  'app.ts': [
    "import { shout } from './shout';",
    "import { hint } from './hint';",
    "export const start = (name: string) => [shout(name + hint), import('./route-a'), import('./route-b')];",
  ].join('\n'),
  'shout.ts': "export const shout = (words: string) => words.toUpperCase() + '!';\n",
  'route-a.ts':
    "import { shared } from './shared';\nimport { shout } from './shout';\nexport const a = shout(shared);\n",
  'route-b.ts': "import { shared } from './shared';\nexport const b = shared.length;\n",
  'shared.ts': "export const shared = 'shared by both routes';\n",
};
for (const [name, code] of Object.entries(files)) writeFileSync(join(folder, name), code);
const at = (name: string) => join(folder, name);

/** The stages of the small app: the entry's, the app's, and the routes'. */
const STAGES: LoadStage[] = [
  { name: null, roots: [at('main.ts')] },
  { name: 'start', roots: [at('app.ts')] },
  { name: 'pages', roots: [at('route-a.ts'), at('route-b.ts')] },
];
/** The entry's imports in a group of their own, as the real build's shell group does. */
const SHELL = { name: 'shell', test: /hint\.ts$|preload-helper/ };

/** Builds the small app with these groups before the stages'; gives its chunks by name, with their modules' file names. */
async function buildWith(stages: LoadStage[], earlierGroups: { name: string; test: RegExp }[] = []) {
  const { plugin, groups } = loadStageChunks(stages);
  const output = (await build({
    configFile: false,
    root: folder,
    logLevel: 'silent',
    plugins: [plugin],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: at('main.ts'), output: { codeSplitting: { groups: [...earlierGroups, ...groups] } } },
    },
  })) as Rolldown.RolldownOutput;
  const chunks = output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  return (name: string) => {
    const chunk = chunks.find((candidate) => candidate.name === name);
    if (!chunk) throw new Error(`No chunk ${name}: ${chunks.map((candidate) => candidate.name).join(', ')}`);
    return {
      file: chunk.fileName,
      imports: chunk.imports,
      modules: Object.keys(chunk.modules)
        .filter((id) => id.startsWith(folder))
        .map((id) => id.replace(`${folder}/`, ''))
        .sort(),
    };
  };
}

describe('loadStageChunks', () => {
  it("puts in a stage's chunk the modules its roots import statically that no earlier stage loaded", async () => {
    const chunk = await buildWith(STAGES, [SHELL]);
    const [entry, start, pages] = [chunk('main'), chunk('start'), chunk('pages')];
    expect(entry.modules).toEqual(['main.ts']);
    expect(chunk('shell').modules).toEqual(['hint.ts']);
    // The app's chunk: the app and what it adds (shout), not the entry's hint.
    expect(start.modules).toEqual(['app.ts', 'shout.ts']);
    // Both routes and what they share in one chunk, which needs the app's (shout) and not the reverse.
    expect(pages.modules).toEqual(['route-a.ts', 'route-b.ts', 'shared.ts']);
    expect(pages.imports).toContain(start.file);
    expect(start.imports).not.toContain(pages.file);
    expect(entry.imports).not.toContain(start.file);
  });

  it("fails the build when a later stage's chunk takes a module an earlier stage loads", async () => {
    // Without the shell group, the app's group takes the entry's hint with the app (its dependency).
    await expect(buildWith(STAGES)).rejects.toThrow(
      /load-stage-chunks: assets\/main-[\w-]+\.js, loaded with .*main\.ts, imports assets\/start-[\w-]+\.js, loaded with .*app\.ts/,
    );
  });

  it('refuses a root the build does not have: a renamed module would otherwise undo the chunks unseen', async () => {
    await expect(buildWith([{ name: 'start', roots: [at('gone.ts')] }])).rejects.toThrow(
      /load-stage-chunks: .*gone\.ts is not in the build/,
    );
  });
});
