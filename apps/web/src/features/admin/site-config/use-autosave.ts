// Saves a value shortly after the last change (partner edits are pushed
// to the server immediately). Typing is debounced; saves run one after
// another so an older value never lands after a newer one; a change still
// waiting is saved when the tab closes.
import { useCallback, useEffect, useRef, useState } from 'react';

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/** Debounce of text edits. */
export const AUTOSAVE_DELAY_MS = 600;

export interface ScheduleOptions {
  /** 0 saves now. Default AUTOSAVE_DELAY_MS. */
  delay?: number;
  /** A toast for this save's success; none by default. */
  success?: string | null;
}

export interface Autosaver<T> {
  schedule(value: T, options?: ScheduleOptions): void;
  /** Saves a waiting change now; resolves when every started save has finished. */
  flush(): Promise<void>;
}

export function createAutosaver<T>(
  save: (value: T, success: string | null) => Promise<boolean>,
  onStatus: (status: AutosaveStatus) => void,
): Autosaver<T> {
  let pending: { value: T; success: string | null } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<void> = Promise.resolve();

  const flush = () => {
    clearTimeout(timer);
    const next = pending;
    if (!next) return queue;
    pending = null;
    onStatus('saving');
    queue = queue.then(async () => {
      const ok = await save(next.value, next.success).catch(() => false);
      // A newer change may already wait; its own save reports the status.
      if (!pending) onStatus(ok ? 'saved' : 'error');
    });
    return queue;
  };

  return {
    schedule(value, { delay = AUTOSAVE_DELAY_MS, success = null } = {}) {
      pending = { value, success };
      clearTimeout(timer);
      if (delay <= 0) void flush();
      else timer = setTimeout(() => void flush(), delay);
    },
    flush,
  };
}

export function useAutosave<T>(save: (value: T, success: string | null) => Promise<boolean>) {
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);
  const saver = useRef<Autosaver<T> | null>(null);
  useEffect(() => {
    let mounted = true;
    const autosaver = createAutosaver<T>(
      (value, success) => saveRef.current(value, success),
      (next) => {
        if (mounted) setStatus(next);
      },
    );
    saver.current = autosaver;
    return () => {
      mounted = false;
      void autosaver.flush();
    };
  }, []);
  const schedule = useCallback((value: T, options?: ScheduleOptions) => saver.current?.schedule(value, options), []);
  return { status, schedule };
}
