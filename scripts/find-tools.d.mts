/** The machine, as findChromium and preflight see it (systemDeps() is the real one). */
export interface ToolDeps {
  env: Record<string, string | undefined>;
  isRoot: boolean;
  log(message: string): void;
  isExecutable(path: string): boolean;
  /** The first line of `path --version`, or null when it does not run. */
  chromiumVersion(path: string): string | null;
  playwrightChromiumPath(): string | undefined;
  /** What `java -version` printed, or null when there is no java that runs. */
  javaVersionOutput(): string | null;
  osRelease(): string;
  sudoWorks(): boolean;
  /** Runs a command with the terminal attached; resolves to its exit code. */
  run(command: string, args: string[]): Promise<number>;
  downloadPlaywrightChromium(): Promise<DownloadResult>;
}

/** `problem`: why a download failed, in a few words ("getaddrinfo ENOTFOUND cdn.playwright.dev"). */
export type DownloadResult = { ok: boolean; problem?: string };
export type FoundChromium = { path: string; version: string } | { path: null; error?: string };
export type PreflightResult =
  | { ok: true; java: number | null; chromium: { path: string; version: string }; headlessShell: string | null }
  | { ok: false; sentence: string };

export declare const MIN_JAVA: number;
export declare const CHROMIUM_COMMANDS: string[];
export declare const CHROMIUM_SYSTEM_PATHS: string[];
export declare const HEADLESS_SHELL_COMMANDS: string[];
export declare const HEADLESS_SHELL_SYSTEM_PATHS: string[];
export declare function findChromium(deps: ToolDeps): FoundChromium;
export declare function findHeadlessShell(deps: ToolDeps): { path: string; version: string } | { path: null };
export declare function javaMajor(output: string): number | null;
export declare function linuxFamily(osRelease: string): 'debian' | 'ubuntu' | null;
export declare function preflight(deps: ToolDeps): Promise<PreflightResult>;
export declare function runDownload(options: {
  command: string;
  args: string[];
  env?: Record<string, string | undefined>;
  firstProgressMs: number;
  totalMs: number;
  log?: (message: string) => void;
}): Promise<DownloadResult>;
export declare function systemDeps(options?: { log?: (message: string) => void }): ToolDeps;
