export declare const E2E_PORT: number;
export declare const E2E_OUT_DIR: string;
export declare const E2E_BUILD_COMMAND: string;
