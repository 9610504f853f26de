import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan, REQUEST_LIMIT_MESSAGES } from './request-limits';

describe('jsonNestsDeeperThan', () => {
  const deep = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;

  it('measures the nesting of objects and arrays', () => {
    expect(jsonNestsDeeperThan(Buffer.from(deep(3)), 3)).toBe(false);
    expect(jsonNestsDeeperThan(Buffer.from(deep(4)), 3)).toBe(true);
    expect(jsonNestsDeeperThan(Buffer.from('{"a":{"b":[{"c":1}]}}'), 4)).toBe(false);
    expect(jsonNestsDeeperThan(Buffer.from('{"a":{"b":[{"c":{}}]}}'), 4)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(Buffer.from(JSON.stringify({ text: '[[[[{{{{ "quoted [[[" \\ }' })), 1)).toBe(false);
  });

  it('scans 100,000 levels without recursion', () => {
    expect(jsonNestsDeeperThan(Buffer.from(deep(100_000)), 23)).toBe(true);
  });
});

describe('request limit messages', () => {
  it('name the limit', () => {
    expect(REQUEST_LIMIT_MESSAGES.bodyTooLarge(64 * 1024)).toBe('Request body too large (max 64 KB)');
    expect(REQUEST_LIMIT_MESSAGES.bodyTooLarge(7 * 1024 * 1024)).toBe('Request body too large (max 7 MB)');
    expect(REQUEST_LIMIT_MESSAGES.batchTooLarge(300)).toBe('A batch may hold at most 10 calls (this one has 300)');
  });
});
