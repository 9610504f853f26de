// notistack's provider, loaded with the first toast (see ./toast.ts). Importing this
// module loads notistack and goober, which creates its <style> tag with
// `window.__nonce__` (set at start-up by ./style-nonce, imported first by main.tsx),
// so the CSP lets the toasts' styles in.
import { useEffect, type ReactNode } from 'react';
import { SnackbarProvider, enqueueSnackbar, type OptionsObject } from 'notistack';
import { TOAST_COMPONENTS } from './toast-styles';

const ANCHOR = { vertical: 'bottom', horizontal: 'right' } as const;

export interface ToasterProps {
  /** Receives notistack's enqueueSnackbar once the provider is mounted; returns the detach. */
  attach(sink: (message: ReactNode, options?: OptionsObject) => unknown): () => void;
}

export default function Toaster({ attach }: ToasterProps) {
  // Runs after the provider (a child) mounted: notistack's global enqueueSnackbar
  // works from then on. Read at each call, the binding follows a remounted provider.
  useEffect(() => attach((message, options) => enqueueSnackbar(message, options)), [attach]);
  return <SnackbarProvider Components={TOAST_COMPONENTS} maxSnack={4} autoHideDuration={4000} anchorOrigin={ANCHOR} />;
}
