/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

declare const __AUTH_EMULATOR_URL__: string;
declare const __FIRESTORE_EMULATOR_HOST__: string;

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
}
