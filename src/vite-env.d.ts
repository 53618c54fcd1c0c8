/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API; empty means the SPA's own origin (the server serves both). */
  readonly VITE_API_URL?: string;
}
