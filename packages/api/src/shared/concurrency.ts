// At most `max` tasks at a time; the rest wait in order. Decoding an image takes
// memory in proportion to its pixels, so uploads decode a couple at a time.
export function createConcurrencyLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
