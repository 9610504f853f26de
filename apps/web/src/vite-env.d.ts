/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build-time API base, e.g. https://api.example.com/api; it wins over every other source. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

interface Window {
  /** Run-time API base set by the hosting page before the app loads; used when no build-time base is set. */
  __API_BASE__?: string;
}
