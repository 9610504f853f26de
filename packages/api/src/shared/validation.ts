// Validation that happens inside a handler (after merging with the stored row,
// or per site-config section) must still answer 400 naming the field.
import { TRPCError } from '@trpc/server';
import { ZodRealError, type ZodError, type z } from 'zod';

// ZodRealError is the ZodError that is also an Error: tRPC keeps only Error causes
// as they are, and describeError needs the ZodError to name the fields.

/** A 400 whose message lists 'field: message' for each issue (see describeError). */
function invalidInput(error: ZodError, pathPrefix: readonly PropertyKey[] = []): TRPCError {
  const cause = pathPrefix.length
    ? new ZodRealError(error.issues.map((issue) => ({ ...issue, path: [...pathPrefix, ...issue.path] })))
    : error;
  return new TRPCError({ code: 'BAD_REQUEST', message: cause.message, cause });
}

/** A 400 for one field, worded like the zod ones ('price_to: ...'). */
export function invalidField(path: readonly PropertyKey[], message: string): TRPCError {
  return invalidInput(new ZodRealError([{ code: 'custom', path: [...path], message, input: undefined }]));
}

/** A 400 naming several fields at once ('lines.2.texture: …; lines.3.quantity: …'), each with its own detail. */
export function invalidFields(problems: readonly { field: string; message: string }[]): TRPCError {
  const path = (field: string) => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return invalidInput(new ZodRealError(problems.map(({ field, message }) => ({ code: 'custom', path: path(field), message, input: undefined }))));
}

export function parseOrBadRequest<S extends z.ZodType>(schema: S, value: unknown, pathPrefix: readonly PropertyKey[] = []): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidInput(result.error, pathPrefix);
  return result.data;
}

/** True for PostgreSQL's unique_violation, whether the driver error is wrapped by drizzle or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The fields of a partial update that are there: fields given as undefined count as absent (JSON cannot send undefined; tRPC callers can). */
export function presentFields(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

/**
 * The same schema, with the input type clients should see. Schemas with a
 * preprocess step (every spelling of a field accepted) infer `unknown` inputs,
 * which a tRPC client can neither fill in nor check.
 */
export function withInputType<Input>() {
  return <S extends z.ZodType>(schema: S) => schema as unknown as z.ZodType<z.output<S>, Input>;
}
