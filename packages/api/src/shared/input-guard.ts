// The one check every input passes before any procedure sees it (a tRPC
// middleware, so REST routes get it too): no control characters in any string
// or key (PostgreSQL cannot store NUL, and no field needs the others), and no
// nesting deeper than any of our shapes. Tab, line feed and carriage return are text.
import { invalidField } from './validation';

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const hasControlCharacter = (text: string) => CONTROL_CHARACTER.test(text);

/** Our deepest input (a product's block list inside a site-config section) is far shallower. */
export const MAX_INPUT_DEPTH = 20;

export const INPUT_GUARD_MESSAGES = {
  controlCharacter: 'Text must not contain control characters',
  tooDeep: `Input is nested too deeply (max ${MAX_INPUT_DEPTH} levels)`,
} as const;

interface Found {
  path: PropertyKey[];
  message: string;
}

/** The first string or key with a control character, or the first value nested too deeply. */
export function findBadInput(input: unknown): Found | null {
  // Iterative, so a hostile nesting cannot overflow the stack before the depth check.
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value: input, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasControlCharacter(value)) return { path, message: INPUT_GUARD_MESSAGES.controlCharacter };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) return { path, message: INPUT_GUARD_MESSAGES.tooDeep };
    for (const [key, child] of Object.entries(value)) {
      if (hasControlCharacter(key)) return { path, message: INPUT_GUARD_MESSAGES.controlCharacter };
      stack.push({ value: child, path: [...path, Array.isArray(value) ? Number(key) : key] });
    }
  }
  return null;
}

/** Throws a 400 naming the field when the input holds a control character or nests too deeply. */
export function assertCleanInput(input: unknown): void {
  const found = findBadInput(input);
  if (found) throw invalidField(found.path, found.message);
}
