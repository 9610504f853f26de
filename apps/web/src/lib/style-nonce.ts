// notistack styles through goober, which stamps `window.__nonce__` on the <style>
// tag it creates, and creates it while notistack's module loads. Imported first by
// main.tsx so the nonce is in place by then; without it the CSP blocks the toasts' styles.
import { readCspNonce } from '@hair/ui';

(window as { __nonce__?: string }).__nonce__ = readCspNonce();
