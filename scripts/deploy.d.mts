export declare const ENV_FILE: string;
export declare const REQUIRED_KEYS: string[];
export declare function decideDeploy(input: {
  args: string[];
  firebaserc: { projects?: Record<string, string> } | null;
  hasHosting: boolean;
  envFile: Record<string, string> | null;
  buildEnv: Record<string, string>;
}): { projectId: string } | { refusal: string };
