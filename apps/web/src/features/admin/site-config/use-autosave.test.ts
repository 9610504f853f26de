import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, createAutosaver, type AutosaveStatus } from './use-autosave';

describe('createAutosaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves only the last of quick edits, after the debounce', async () => {
    const saved: string[] = [];
    const statuses: AutosaveStatus[] = [];
    const saver = createAutosaver<string>(async (v) => (saved.push(v), true), (s) => statuses.push(s));
    saver.schedule('V');
    saver.schedule('Vi');
    saver.schedule('Vin');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toEqual(['Vin']);
    expect(statuses).toEqual(['saving', 'saved']);
  });

  it('saves at once with delay 0 and keeps the order of slow saves', async () => {
    const saved: string[] = [];
    let release: () => void = () => {};
    const save = vi.fn(async (v: string) => {
      if (v === 'first') await new Promise<void>((r) => (release = r));
      saved.push(v);
      return true;
    });
    const saver = createAutosaver<string>(save, () => {});
    saver.schedule('first', { delay: 0 });
    saver.schedule('second', { delay: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toEqual([]);
    release();
    await saver.flush();
    expect(saved).toEqual(['first', 'second']);
  });

  it('passes the success toast and reports a failed save', async () => {
    const statuses: AutosaveStatus[] = [];
    const save = vi.fn(async () => false);
    const saver = createAutosaver<number>(save, (s) => statuses.push(s));
    saver.schedule(1, { delay: 0, success: 'Partner image updated successfully!' });
    await saver.flush();
    expect(save).toHaveBeenCalledWith(1, 'Partner image updated successfully!');
    expect(statuses).toEqual(['saving', 'error']);
  });

  it('flush saves a waiting change without waiting for the timer', async () => {
    const save = vi.fn(async () => true);
    const saver = createAutosaver<string>(save, () => {});
    saver.schedule('pending');
    await saver.flush();
    expect(save).toHaveBeenCalledWith('pending', null);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
