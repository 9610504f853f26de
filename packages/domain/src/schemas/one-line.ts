// Fields a mail prints on a line of its own ('Name: …') or in its subject: a line
// break there would let a visitor write lines, or headers, that read as the
// factory's own. Such a field refuses one; multi-line fields (a message) keep them.
import type { z } from 'zod';

// The breaks a mail program may show as a new line, besides CR and LF.
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;
const LINE_BREAKS = /\r\n|[\r\n\u0085\u2028\u2029]/;

export const hasLineBreak = (text: string) => LINE_BREAK.test(text);

/** The lines of a text, at any of the breaks hasLineBreak finds. */
export const splitLines = (text: string) => text.split(LINE_BREAKS);

/** 'Name must not contain line breaks'. */
export const lineBreakMessage = (label: string) => `${label} must not contain line breaks`;

/**
 * `schema` refusing a line break in its value (trimmed already, when it trims).
 * It aborts, so that no later check's message hides this one.
 */
export const oneLine = <T extends z.ZodString>(label: string, schema: T): T =>
  schema.refine((text) => !hasLineBreak(text), { error: lineBreakMessage(label), abort: true });
