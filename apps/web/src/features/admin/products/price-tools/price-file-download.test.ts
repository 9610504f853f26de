import { describe, expect, it } from 'vitest';
import { collectPriceFile } from './price-file-download';

describe('collectPriceFile', () => {
  it('asks for each page after the last one and joins them in order', async () => {
    const asked: (string | undefined)[] = [];
    const pages: Record<string, { csv: string; next: string | null }> = {
      first: { csv: '\uFEFFheader\r\na\r\n', next: 'a' },
      a: { csv: 'b\r\n', next: 'b' },
      b: { csv: 'c\r\n', next: null },
    };
    const text = await collectPriceFile(async (after) => {
      asked.push(after);
      return pages[after ?? 'first']!;
    });
    expect(asked).toEqual([undefined, 'a', 'b']);
    expect(text).toBe('\uFEFFheader\r\na\r\nb\r\nc\r\n');
  });
});
