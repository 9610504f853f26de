// The first message of each form field, from the issues of a failed schema parse.
// Typed structurally, so a page can use it without loading the schema library.

export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The first message per top-level field. `fieldOf` names the form field an issue's
 * key belongs to, or undefined to skip it; by default the key is the field.
 */
export function firstMessageByField<F extends string>(
  issues: readonly FieldIssue[],
  fieldOf: (key: string) => F | undefined = (key) => key as F,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    const field = typeof key === 'string' ? fieldOf(key) : undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
