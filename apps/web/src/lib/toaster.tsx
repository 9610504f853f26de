// notistack's provider, loaded with the first toast (see ./toast.ts). Importing this
// module loads notistack and goober, which creates its <style> tag with
// `window.__nonce__` (set at start-up by ./style-nonce, imported first by main.tsx),
// so the CSP lets the toasts' styles in.
import { useEffect } from 'react';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import { attachToaster } from './toast';
import { TOAST_COMPONENTS } from './toast-styles';

const ANCHOR = { vertical: 'bottom', horizontal: 'right' } as const;

export default function Toaster() {
  // Runs after the provider (a child) mounted: notistack's global enqueueSnackbar
  // works from then on. Read at each call, the binding follows a remounted provider.
  useEffect(() => attachToaster((message, options) => enqueueSnackbar(message, options)), []);
  return <SnackbarProvider Components={TOAST_COMPONENTS} maxSnack={4} autoHideDuration={4000} anchorOrigin={ANCHOR} />;
}
