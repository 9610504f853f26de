import { describe, expect, it } from 'vitest';
import {
  booleanish,
  idParamSchema,
  idString,
  isIsoDate,
  isIsoDateTime,
  isoDate,
  isoDateTime,
  nullableText,
  optionalHtml,
  optionalText,
  imageUrlList,
  linkString,
  optionalImageUrl,
  requiredText,
} from './common';
import { MESSAGES } from '../messages';
import { blankToNull, blankToUndefined, hasAny, isRecord, pick, toBooleanish, toIntegerish, toStringList } from '../records';

describe('small readers', () => {
  it('recognises plain objects', () => {
    expect(isRecord({})).toBe(true);
    for (const v of [null, undefined, [], 'x', 1, () => 1]) expect(isRecord(v)).toBe(false);
  });

  it('picks the first defined spelling', () => {
    expect(pick({ a: undefined, b: null, c: 1 }, ['a', 'b', 'c'])).toBeNull();
    expect(pick({}, ['a'])).toBeUndefined();
    expect(hasAny({ b: 0 }, ['a', 'b'])).toBe(true);
    expect(hasAny({ a: undefined }, ['a'])).toBe(false);
  });

  it('maps blanks', () => {
    expect(blankToNull('  ')).toBeNull();
    expect(blankToNull(' x ')).toBe('x');
    expect(blankToNull(5)).toBe(5);
    expect(blankToUndefined('')).toBeUndefined();
  });
});

describe('booleanish', () => {
  it('reads the usual spellings', () => {
    for (const v of [true, 'true', 'TRUE', ' 1 ', 1, 'yes', 'on']) expect(booleanish.parse(v)).toBe(true);
    for (const v of [false, 'false', '0', 0, 'no', 'off']) expect(booleanish.parse(v)).toBe(false);
    for (const v of ['', 'maybe', 2, null, undefined, {}, Number.NaN]) expect(booleanish.safeParse(v).success).toBe(false);
    expect(toBooleanish('x')).toBe('x');
  });
});

describe('text schemas', () => {
  it('optionalText trims and maps blanks to null, absent stays absent', () => {
    expect(optionalText.parse('  a ')).toBe('a');
    expect(optionalText.parse(' ')).toBeNull();
    expect(optionalText.parse(null)).toBeNull();
    expect(optionalText.parse(undefined)).toBeUndefined();
    expect(optionalText.safeParse(5).success).toBe(false);
    expect(nullableText.parse(undefined)).toBeNull();
  });

  it('optionalHtml keeps whitespace inside', () => {
    expect(optionalHtml.parse('<pre>  x  </pre>\n')).toBe('<pre>  x  </pre>\n');
    expect(optionalHtml.parse('\n ')).toBeNull();
  });
});

describe('dates', () => {
  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    for (const v of ['2023-02-29', '2024-00-10', '2024-04-31', '0000-00-00', '0000-01-01', '0001-01-01', '1899-12-31', '2024-1-1', '', null, 20240101]) {
      expect(isIsoDate(v)).toBe(false);
    }
    expect(isoDate.parse(' 2024-01-31 ')).toBe('2024-01-31');
  });

  it('accepts ISO date-times', () => {
    for (const v of ['2024-05-01T10:00:00.000Z', '2024-05-01T10:00:00+07:00', '2024-05-01', '2024-05-01T10:00']) {
      expect(isIsoDateTime(v)).toBe(true);
    }
    for (const v of ['yesterday', '2024-13-01T00:00:00Z', '0000-01-01T00:00:00Z', '2024-02-30T00:00:00Z', '', 'Wed, 01 May 2024', 1714557600000]) {
      expect(isIsoDateTime(v)).toBe(false);
    }
  });

  it('refuses date-times whose instant falls past year 9999 or before 1900 in UTC', () => {
    for (const v of ['9999-12-31T23:59:59-14:00', '9999-12-31T23:00:00-01:00', '1900-01-01T00:30:00+01:00']) {
      expect(isIsoDateTime(v)).toBe(false);
      expect(isoDateTime.safeParse(v).error?.issues[0]?.message).toBe(MESSAGES.invalidDateTime);
    }
    for (const v of ['9999-12-31T23:59:59Z', '9999-12-31T23:59:59+14:00', '1900-01-01T00:00:00Z']) expect(isIsoDateTime(v)).toBe(true);
  });
});

describe('ids and numbers', () => {
  it('turns numeric ids into strings', () => {
    expect(idString.parse(12)).toBe('12');
    expect(idString.parse('abc')).toBe('abc');
    expect(idString.safeParse('').success).toBe(false);
    expect(idString.safeParse(Number.NaN).success).toBe(false);
    expect(idParamSchema.parse({ id: 3 })).toEqual({ id: '3' });
  });

  it('reads whole numbers from strings', () => {
    expect(toIntegerish(' 5 ')).toBe(5);
    expect(toIntegerish('5.0')).toBe(5);
    expect(toIntegerish('-2')).toBe(-2);
    expect(toIntegerish('5.5')).toBe('5.5');
    expect(toIntegerish('1e3')).toBe('1e3');
    expect(toIntegerish(null)).toBeNull();
  });
});

describe('string lists', () => {
  it('reads arrays, JSON strings and comma lists', () => {
    expect(toStringList(['a', ' b ', '', null, 3, { url: 'c' }, { href: 'd' }])).toEqual(['a', 'b', 'c']);
    expect(toStringList('["a", "b"]')).toEqual(['a', 'b']);
    expect(toStringList('a, b,,c')).toEqual(['a', 'b', 'c']);
    expect(toStringList('[1, 2]')).toEqual([]);
    expect(toStringList('{"a":1}')).toEqual(['{"a":1}']);
    expect(toStringList('')).toEqual([]);
    expect(toStringList(null)).toEqual([]);
    expect(toStringList({ 0: 'a' })).toEqual([]);
    expect(toStringList('data:image/png;base64,AA,BB')).toEqual(['data:image/png;base64,AA,BB']);
  });

  it('imageUrlList keeps absent absent and null empty, and checks each URL', () => {
    expect(imageUrlList.optional().parse(undefined)).toBeUndefined();
    expect(imageUrlList.parse(null)).toEqual([]);
    expect(imageUrlList.parse('/uploads/a.webp, https://cdn.example.com/b.webp')).toEqual(['/uploads/a.webp', 'https://cdn.example.com/b.webp']);
    expect(imageUrlList.safeParse(['/a.webp', 'javascript:alert(1)']).error?.issues.map((i) => [i.path, i.message])).toEqual([
      [[1], 'Image URL must be an https:// or http:// address, a path of this site, or image data'],
    ]);
  });
});

describe('bounded texts and URLs', () => {
  it('says which limit a too-long text passes, and which text is missing', () => {
    const name = requiredText('Name', 'Name is required', 300);
    expect(name.safeParse('x'.repeat(1_000_000)).error?.issues[0]?.message).toBe('Name must be at most 300 characters');
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('Name is required');
    expect(name.safeParse(42).error?.issues[0]?.message).toBe('Name is required');
    expect(name.parse(' Body Wave ')).toBe('Body Wave');
    expect(optionalText.safeParse('x'.repeat(5001)).error?.issues[0]?.message).toBe('Text must be at most 5000 characters');
  });

  it('takes safe links and image URLs only', () => {
    expect(linkString.parse(' /products ')).toBe('/products');
    expect(linkString.safeParse('javascript:alert(1)').error?.issues[0]?.message).toMatch(/^Link must start with https:\/\//);
    expect(linkString.safeParse(`https://example.com/${'a'.repeat(2000)}`).error?.issues[0]?.message).toBe('Link must be at most 2000 characters');
    expect(optionalImageUrl.parse('  ')).toBeNull();
    expect(optionalImageUrl.parse('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(optionalImageUrl.safeParse('data:text/html,<b>').success).toBe(false);
  });
});
