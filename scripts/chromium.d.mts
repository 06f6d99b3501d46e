export declare const CHROMIUM_PATH: string;
export declare const TEST_BROWSER_PATH: string;
export declare const CHROMIUM_FLAGS: string[];
export declare const PLAYWRIGHT_USE: {
  headless: boolean;
  launchOptions: { executablePath: string; args: string[] };
  trace: 'retain-on-failure';
};
export declare const PHONE: {
  viewport: { width: number; height: number };
  isMobile: boolean;
  hasTouch: boolean;
  deviceScaleFactor: number;
};
