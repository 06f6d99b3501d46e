import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** A step of the app's start: the modules its roots import statically, less those of earlier steps. */
export interface LoadStage {
  /** The chunk's name; null: no chunk of its own (the entry's modules stay where Rolldown puts them). */
  name: string | null;
  /** The modules the step loads with import(), relative to the project. */
  roots: string[];
}

/** The app's own modules (not a package's, not a bundler's virtual module). */
const isAppModule = (id: string) => !id.includes('node_modules') && !id.startsWith('\0');

/**
 * One chunk per step of the app's start, in place of Rolldown's automatic one per set of importers
 * (a hundred chunks of a few hundred bytes each for a signed-in page, each a request and a task on a
 * phone's main thread). A step's chunk holds the app's modules its roots import statically that no
 * earlier step loaded, and what Rolldown takes with them of the packages; so each step's modules run
 * in a task of their own, as before, and nothing a step needs waits for a later step's chunk.
 *
 * The plugin records the module graph once it is built; `groups` are Rolldown codeSplitting groups
 * that read it (Rolldown calls a group's `test` after the build, when it makes the chunks). It then
 * checks the chunks: a group takes the dependencies of what it captures, so a module an earlier step
 * loads that no earlier group captured would land in a later step's chunk, and the earlier step would
 * load that chunk (the landing page the signed-in app's, say). The build fails then, naming both.
 */
export function loadStageChunks(stages: LoadStage[]) {
  const stageOf = new Map<string, number>();
  const label = (stage: number) => stages[stage]?.roots.join(', ') ?? 'the routes';

  const plugin: Plugin = {
    name: 'load-stage-chunks',
    apply: 'build',
    buildEnd() {
      stageOf.clear();
      stages.forEach((stage, index) => {
        const pending = stage.roots.map((root) => resolve(root));
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (stageOf.has(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info) throw new Error(`load-stage-chunks: ${id} is not in the build`);
          stageOf.set(id, index);
          pending.push(...info.importedIds);
        }
      });
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      // A chunk's step: the latest of its app modules' (a module no step loads is a route's, after all).
      const stageOfChunk = new Map<string, number>();
      for (const chunk of chunks) {
        const own = Object.keys(chunk.modules).filter(isAppModule);
        if (own.length > 0)
          stageOfChunk.set(chunk.fileName, Math.max(...own.map((id) => stageOf.get(id) ?? stages.length)));
      }
      for (const chunk of chunks) {
        const stage = stageOfChunk.get(chunk.fileName);
        if (stage === undefined) continue;
        for (const imported of chunk.imports) {
          const later = stageOfChunk.get(imported);
          if (later !== undefined && later > stage)
            throw new Error(
              `load-stage-chunks: ${chunk.fileName}, loaded with ${label(stage)}, imports ${imported}, loaded with ` +
                `${label(later)}: a module of the first went into the second; capture it in an earlier group.`,
            );
        }
      }
    },
  };

  // The app's own modules: Rolldown adds what they use of the packages (it follows a package's
  // re-exports only as far as they are used; this graph would take the whole package).
  const groups = stages.flatMap(({ name }, index) =>
    name === null ? [] : [{ name, test: (id: string) => isAppModule(id) && stageOf.get(id) === index }],
  );
  return { plugin, groups };
}
