import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasLineBreak, oneLine, splitLines } from './one-line';

describe('one-line fields', () => {
  it('finds every break a mail program may show as a new line', () => {
    for (const text of ['a\rb', 'a\nb', 'a\r\nb', 'a\u0085b', 'a\u2028b', 'a\u2029b']) expect(hasLineBreak(text)).toBe(true);
    expect(hasLineBreak('Trần Văn Minh\t(VN)')).toBe(false);
    expect(splitLines('one\r\ntwo\nthree\rfour\u2028five')).toEqual(['one', 'two', 'three', 'four', 'five']);
  });

  it('names the field and hides no message behind a later check', () => {
    const name = oneLine('Name', z.string().trim()).refine((s) => s.length > 9, { error: 'Name is too short' });
    expect(name.safeParse('Ana\nB').error?.issues.map((i) => i.message)).toEqual(['Name must not contain line breaks']);
    expect(name.safeParse(' Ana\n').error?.issues.map((i) => i.message)).toEqual(['Name is too short']);
  });
});
