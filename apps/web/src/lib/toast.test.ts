import { describe, expect, it, vi } from 'vitest';
import { createToastQueue, type ToastOptions } from './toast';

/** A loader whose promise the test settles, counting its calls. */
function deferredLoader() {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((r) => {
    resolve = r;
  });
  const load = vi.fn(() => promise);
  return { load, resolve };
}

/** A notistack stand-in recording what it was asked to show. */
function recordingSink() {
  const shown: [unknown, ToastOptions | undefined][] = [];
  const sink = (message: unknown, options?: ToastOptions) => {
    shown.push([message, options]);
  };
  return { shown, sink };
}

describe('toasts before notistack is loaded', () => {
  it('loads nothing and mounts no toaster until a toast is asked for', () => {
    const { load } = deferredLoader();
    const toasts = createToastQueue(load);
    expect(toasts.requested()).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('starts loading the toaster on the first toast, once, and tells the subscribers once', () => {
    const { load } = deferredLoader();
    const toasts = createToastQueue(load);
    const listener = vi.fn();
    toasts.subscribe(listener);

    toasts.enqueueSnackbar('one', { variant: 'success' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(toasts.requested()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);

    toasts.enqueueSnackbar('two', { variant: 'error' });
    toasts.enqueueSnackbar('three');
    expect(load).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('gives React.lazy the same load as the toasts started', async () => {
    const { load, resolve } = deferredLoader();
    const toasts = createToastQueue(load);
    toasts.enqueueSnackbar('one');
    const loaded = toasts.load();
    expect(toasts.load()).toBe(loaded);
    resolve('the toaster module');
    await expect(loaded).resolves.toBe('the toaster module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops telling a subscriber that unsubscribed', () => {
    const { load } = deferredLoader();
    const toasts = createToastQueue(load);
    const listener = vi.fn();
    toasts.subscribe(listener)();
    toasts.enqueueSnackbar('one');
    expect(listener).not.toHaveBeenCalled();
  });

  it('shows the queued toasts in the order asked, with their options, when the provider is mounted', async () => {
    const { load, resolve } = deferredLoader();
    const toasts = createToastQueue(load);
    toasts.enqueueSnackbar('Saved', { variant: 'success' });
    toasts.enqueueSnackbar('Upload failed', { variant: 'error', autoHideDuration: 8000 });
    toasts.enqueueSnackbar('Plain');

    // The module arriving is not enough: notistack needs its mounted provider.
    resolve('module');
    await toasts.load();
    const { shown, sink } = recordingSink();
    expect(shown).toEqual([]);

    toasts.attach(sink);
    expect(shown).toEqual([
      ['Saved', { variant: 'success' }],
      ['Upload failed', { variant: 'error', autoHideDuration: 8000 }],
      ['Plain', undefined],
    ]);
  });
});

describe('toasts once the provider is mounted', () => {
  it('go straight to notistack, without queueing or loading again', () => {
    const { load } = deferredLoader();
    const toasts = createToastQueue(load);
    toasts.enqueueSnackbar('queued');
    const { shown, sink } = recordingSink();
    toasts.attach(sink);

    toasts.enqueueSnackbar('direct', { variant: 'info' });
    expect(shown).toEqual([
      ['queued', undefined],
      ['direct', { variant: 'info' }],
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('are shown once each: a second attach does not replay the queue', () => {
    const { load } = deferredLoader();
    const toasts = createToastQueue(load);
    toasts.enqueueSnackbar('once');
    const first = recordingSink();
    toasts.attach(first.sink)();
    const second = recordingSink();
    toasts.attach(second.sink);
    expect(first.shown).toEqual([['once', undefined]]);
    expect(second.shown).toEqual([]);
  });

  it('wait again while the provider is unmounted, for the next one to mount (StrictMode remounts)', () => {
    const { load } = deferredLoader();
    const toasts = createToastQueue(load);
    toasts.enqueueSnackbar('first');
    const first = recordingSink();
    const detach = toasts.attach(first.sink);
    detach();

    toasts.enqueueSnackbar('while unmounted', { variant: 'warning' });
    expect(first.shown).toEqual([['first', undefined]]);
    expect(load).toHaveBeenCalledTimes(1);

    const second = recordingSink();
    toasts.attach(second.sink);
    expect(second.shown).toEqual([['while unmounted', { variant: 'warning' }]]);
  });

  it('keep going to the newest provider when an older one detaches late', () => {
    const { load } = deferredLoader();
    const toasts = createToastQueue(load);
    const old = recordingSink();
    const detachOld = toasts.attach(old.sink);
    const current = recordingSink();
    toasts.attach(current.sink);
    detachOld();

    toasts.enqueueSnackbar('after');
    expect(current.shown).toEqual([['after', undefined]]);
    expect(old.shown).toEqual([]);
  });
});
