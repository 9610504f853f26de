// The about screen's two forms (spec points 2 and 5): reading the stored
// mission and values, and checking them with the server's schemas.
import { missionConfigSchema, valuesConfigSchema } from '@hair/domain';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** The stored mission text; '' when there is none. */
export function storedMission(config: Record<string, unknown> | undefined): string {
  return typeof config?.text === 'string' ? config.text : '';
}

/** The stored values, or one empty field to start typing in. */
export function storedValues(config: Record<string, unknown> | undefined): string[] {
  const values = Array.isArray(config?.values) ? config.values.filter((v): v is string => typeof v === 'string') : [];
  return values.length > 0 ? values : [''];
}

/** 'Mission text is required' for blank text; the trimmed text otherwise. */
export function checkMission(text: string): Checked<string> {
  const parsed = missionConfigSchema.safeParse({ text });
  return parsed.success ? { ok: true, value: parsed.data.text } : { ok: false, error: parsed.error.issues[0]!.message };
}

/** Drops empty values; 'At least one value is required' when none is left. */
export function checkValues(values: readonly string[]): Checked<string[]> {
  const parsed = valuesConfigSchema.safeParse({ values });
  return parsed.success ? { ok: true, value: parsed.data.values } : { ok: false, error: parsed.error.issues[0]!.message };
}
