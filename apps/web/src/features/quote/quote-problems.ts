// The server's refusals ('lines.2.quantity: …', 'email: …') sorted by where the
// /quote page shows them: under a line, or under a field of the buyer's details.
import { TRPCClientError } from '@trpc/client';

export interface FieldProblem {
  field: string;
  message: string;
}

export interface SortedProblems {
  /** Messages per line position, each once. */
  lines: Map<number, string[]>;
  /** The first message per top-level field ('email', 'country', 'lines' for the list as a whole). */
  fields: Record<string, string>;
}

export function sortProblems(problems: readonly FieldProblem[]): SortedProblems {
  const lines = new Map<number, string[]>();
  const fields: Record<string, string> = {};
  for (const { field, message } of problems) {
    const line = /^lines\.(\d+)(?:\.|$)/.exec(field);
    if (line) {
      const index = Number(line[1]);
      const known = lines.get(index) ?? [];
      if (!known.includes(message)) lines.set(index, [...known, message]);
      continue;
    }
    const key = field.split('.')[0] || 'form';
    fields[key] ??= message;
  }
  return { lines, fields };
}

/** The field problems a failed call carries (a 400 names each), or none. */
export function problemsOfError(error: unknown): FieldProblem[] {
  if (!(error instanceof TRPCClientError)) return [];
  const details: unknown = (error.data as { details?: unknown } | undefined)?.details;
  if (!Array.isArray(details)) return [];
  return details.filter((d): d is FieldProblem => typeof d === 'object' && d !== null && typeof (d as FieldProblem).field === 'string' && typeof (d as FieldProblem).message === 'string');
}
