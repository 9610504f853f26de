/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build-time API base, e.g. https://api.example.com/api (spec point 7). */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

interface Window {
  /** Run-time API base set by the hosting page before the app loads (spec point 7). */
  __API_BASE__?: string;
}
