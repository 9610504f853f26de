import { describe, expect, it } from 'vitest';
import { formatImageDimension, parseImageDimension } from './image-size';

describe('parseImageDimension', () => {
  it('stores pixels as a plain number and keeps percentages', () => {
    expect(parseImageDimension('200px')).toBe('200');
    expect(parseImageDimension(' 200 ')).toBe('200');
    expect(parseImageDimension('50%')).toBe('50%');
    expect(parseImageDimension('100%')).toBe('100%');
    expect(parseImageDimension('12.5PX')).toBe('12.5');
  });

  it('clears the size for an empty field or auto', () => {
    expect(parseImageDimension('')).toBeNull();
    expect(parseImageDimension('  ')).toBeNull();
    expect(parseImageDimension('auto')).toBeNull();
  });

  it('rejects what is not a size', () => {
    expect(parseImageDimension('wide')).toBeUndefined();
    expect(parseImageDimension('0')).toBeUndefined();
    expect(parseImageDimension('-5px')).toBeUndefined();
    expect(parseImageDimension('10em')).toBeUndefined();
    expect(parseImageDimension('1e3')).toBeUndefined();
  });
});

describe('formatImageDimension', () => {
  it('shows stored numbers as pixels', () => {
    expect(formatImageDimension('200')).toBe('200px');
    expect(formatImageDimension(320)).toBe('320px');
    expect(formatImageDimension('50%')).toBe('50%');
    expect(formatImageDimension(null)).toBe('');
    expect(formatImageDimension('')).toBe('');
  });
});
