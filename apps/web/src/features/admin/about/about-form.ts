// The about screen's forms: reading the stored mission,
// values, team and figures, and checking them with the server's schemas.
import {
  MESSAGES,
  aboutFiguresConfigSchema,
  missionConfigSchema,
  readCompanyValues,
  readSectionConfig,
  teamConfigSchema,
  valuesConfigSchema,
  type AboutFigure,
  type CompanyValue,
  type TeamMember,
} from '@hair/domain';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}
type Parsed<R> = { success: true; data: R } | { success: false; error: { issues: readonly Issue[] } };

/**
 * Drops the empty rows, checks the rest with `parse`, and names a failing row
 * by its place in the form: 'Team member 2: Team member name is required'.
 */
function checkRows<T, R>(rows: readonly T[], isEmpty: (row: T) => boolean, parse: (kept: T[]) => Parsed<R>, rowLabel: (n: number) => string): Checked<R> {
  const kept = rows.filter((row) => !isEmpty(row));
  const parsed = parse(kept);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const at = issue.path[1];
  if (typeof at !== 'number') return { ok: false, error: issue.message };
  return { ok: false, error: `${rowLabel(rows.indexOf(kept[at]!) + 1)}: ${issue.message}` };
}

/** The stored mission text; '' when there is none. */
export function storedMission(config: Record<string, unknown> | undefined): string {
  return typeof config?.text === 'string' ? config.text : '';
}

/** 'Mission text is required' for blank text; the trimmed text otherwise. */
export function checkMission(text: string): Checked<string> {
  const parsed = missionConfigSchema.safeParse({ text });
  return parsed.success ? { ok: true, value: parsed.data.text } : { ok: false, error: parsed.error.issues[0]!.message };
}

/** The stored values as the About page shows them, or one empty row to start typing in. */
export function storedValues(config: Record<string, unknown> | undefined): CompanyValue[] {
  const values = readCompanyValues(config?.values).map(({ name, description }) => ({ name, description }));
  return values.length > 0 ? values : [{ name: '', description: '' }];
}

const isBlank = (s: string) => s.trim() === '';

/**
 * Empty rows are dropped; 'At least one value is required' when no value has a
 * name, 'Value n: Value name is required' for a description without a name.
 * The result is what is stored: a value without a description as its plain name.
 */
export function checkValues(values: readonly CompanyValue[], rowLabel: (n: number) => string): Checked<unknown[]> {
  if (values.every((v) => isBlank(v.name))) return { ok: false, error: MESSAGES.valuesRequired };
  return checkRows(values, (v) => isBlank(v.name) && isBlank(v.description), (kept) => {
    const parsed = valuesConfigSchema.safeParse({ values: kept });
    return parsed.success ? { success: true, data: parsed.data.values } : parsed;
  }, rowLabel);
}

/** The stored values as the form shows them after a save. */
export function valuesForForm(stored: readonly unknown[]): CompanyValue[] {
  return storedValues({ values: stored });
}

export function emptyMember(): TeamMember {
  return { name: '', title: '', bio: '', photo: '' };
}

/** The stored team, each member with all four fields. */
export function storedTeam(config: Record<string, unknown> | undefined): TeamMember[] {
  return (readSectionConfig('team', config ?? {})?.members ?? []).map(({ name, title, bio, photo }) => ({ name, title, bio, photo }));
}

/** Rows left completely empty are dropped; a member needs a name. */
export function checkTeam(members: readonly TeamMember[], rowLabel: (n: number) => string): Checked<TeamMember[]> {
  return checkRows(members, (m) => Object.values(m).every(isBlank), (kept) => {
    const parsed = teamConfigSchema.safeParse({ members: kept });
    return parsed.success ? { success: true, data: parsed.data.members as TeamMember[] } : parsed;
  }, rowLabel);
}

/** The stored figures, each with its value and label. */
export function storedFigures(config: Record<string, unknown> | undefined): AboutFigure[] {
  return (readSectionConfig('about_figures', config ?? {})?.figures ?? []).map(({ value, label }) => ({ value, label }));
}

/** Rows left completely empty are dropped; a figure needs a value and a label. */
export function checkFigures(figures: readonly AboutFigure[], rowLabel: (n: number) => string): Checked<AboutFigure[]> {
  return checkRows(figures, (f) => isBlank(f.value) && isBlank(f.label), (kept) => {
    const parsed = aboutFiguresConfigSchema.safeParse({ figures: kept });
    return parsed.success ? { success: true, data: parsed.data.figures as AboutFigure[] } : parsed;
  }, rowLabel);
}
