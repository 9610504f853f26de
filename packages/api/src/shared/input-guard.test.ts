import { describe, expect, it } from 'vitest';
import { findBadInput, INPUT_GUARD_MESSAGES, MAX_INPUT_DEPTH } from './input-guard';

describe('findBadInput', () => {
  it('finds a NUL or another control character in any string, and names where', () => {
    expect(findBadInput({ q: '\u0000' })).toEqual({ path: ['q'], message: INPUT_GUARD_MESSAGES.controlCharacter });
    expect(findBadInput({ a: { b: ['ok', 'bell\u0007'] } })).toEqual({ path: ['a', 'b', 1], message: INPUT_GUARD_MESSAGES.controlCharacter });
    expect(findBadInput('\u001b[31m')).toEqual({ path: [], message: INPUT_GUARD_MESSAGES.controlCharacter });
    expect(findBadInput({ x: 'del\u007f' })?.path).toEqual(['x']);
  });

  it('checks keys too', () => {
    expect(findBadInput({ config: { 'ti\u0000tle': 'x' } })).toEqual({ path: ['config'], message: INPUT_GUARD_MESSAGES.controlCharacter });
  });

  it('lets tabs, line breaks and any other text through', () => {
    expect(findBadInput({ message: 'Line 1\r\nLine 2\tTabbed', name: 'Tóc Việt 💇', n: 5, ok: true, none: null })).toBeNull();
    expect(findBadInput(undefined)).toBeNull();
  });

  it('refuses nesting deeper than the limit without overflowing the stack', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findBadInput(deep)?.message).toBe(INPUT_GUARD_MESSAGES.tooDeep);
    let fine: unknown = 'leaf';
    for (let i = 0; i < MAX_INPUT_DEPTH; i += 1) fine = { child: fine };
    expect(findBadInput(fine)).toBeNull();
  });
});
