// Toasts without notistack in the entry chunk: a visitor sees a toast only after an
// action (sign-in, a save...), so notistack (and goober, its styler) loads with the
// first toast. `enqueueSnackbar` here queues the toasts asked for before then; the
// lazily loaded <Toaster/> (./toaster, mounted by App once `toastsRequested()` turns
// true) hands notistack's own enqueueSnackbar to `attach` when its provider is mounted,
// and the queue goes to it in order. Nothing here may import notistack at run time.
import { type ReactNode } from 'react';

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

/** The part of notistack's OptionsObject this app uses; passed on unchanged. */
export interface ToastOptions {
  variant?: ToastVariant;
  autoHideDuration?: number | null;
  persist?: boolean;
  preventDuplicate?: boolean;
  key?: string | number;
  /** Where the toast shows (default: bottom right, see ./toaster). */
  anchorOrigin?: ToastAnchor;
}

export interface ToastAnchor {
  vertical: 'top' | 'bottom';
  horizontal: 'left' | 'center' | 'right';
}

export type ToastSink = (message: ReactNode, options?: ToastOptions) => unknown;

export interface ToastQueue<Module> {
  /** Shows a toast now when the provider is mounted; else queues it and starts loading the toaster. */
  enqueueSnackbar(message: ReactNode, options?: ToastOptions): void;
  /** The toaster module, loaded once (React.lazy's loader). */
  load(): Promise<Module>;
  /** The provider is mounted: the queue goes to `sink` in order, later toasts straight to it. Returns the detach. */
  attach(sink: ToastSink): () => void;
  /** True once a toast was asked for (the toaster is then mounted). */
  requested(): boolean;
  /** For useSyncExternalStore: called when `requested()` turns true. */
  subscribe(listener: () => void): () => void;
}

export function createToastQueue<Module>(loadModule: () => Promise<Module>): ToastQueue<Module> {
  let pending: [ReactNode, ToastOptions | undefined][] = [];
  let sink: ToastSink | null = null;
  let loading: Promise<Module> | null = null;
  const listeners = new Set<() => void>();

  const load = () => {
    if (!loading) {
      loading = loadModule();
      for (const listener of [...listeners]) listener();
    }
    return loading;
  };

  return {
    enqueueSnackbar(message, options) {
      if (sink) {
        sink(message, options);
        return;
      }
      pending.push([message, options]);
      // The rejection reaches React.lazy in <Toaster/>'s host; nothing to do with it here.
      load().catch(() => undefined);
    },
    load,
    attach(next) {
      sink = next;
      const queued = pending;
      pending = [];
      for (const [message, options] of queued) next(message, options);
      return () => {
        if (sink === next) sink = null;
      };
    },
    requested: () => loading !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const toasts = createToastQueue(() => import('./toaster'));

/** notistack's enqueueSnackbar, for the options above; the first call loads notistack. */
export const enqueueSnackbar = toasts.enqueueSnackbar;
export const loadToaster = toasts.load;
export const attachToaster = toasts.attach;
export const toastsRequested = toasts.requested;
export const subscribeToToasts = toasts.subscribe;
