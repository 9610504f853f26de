// The `contact` site-config section as a form: the sales WhatsApp number,
// e-mail, address, tagline, social links and office hours the storefront shows,
// and the bank details quotes print.
import { OFFICE_HOURS, OFFICE_TIME_ZONE, contactConfigSchema, isRecord } from '@hair/domain';
import { firstMessageByField } from '../../../lib/field-errors';

export interface SocialLink {
  name: string;
  url: string;
}
export interface OfficeHoursRow {
  days: string;
  hours: string;
}
export interface ContactFormValues {
  whatsapp: string;
  email: string;
  address: string;
  tagline: string;
  bank_details: string;
  time_zone: string;
  socials: SocialLink[];
  office_hours: OfficeHoursRow[];
}
export type ContactFieldErrors = Partial<Record<keyof ContactFormValues, string>>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function rows<K extends string>(value: unknown, keys: readonly [K, K]): Record<K, string>[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((row) => ({ [keys[0]]: text(row[keys[0]]), [keys[1]]: text(row[keys[1]]) }) as Record<K, string>);
}

/** The stored section as form values; office hours default to Mon–Fri 9:00–20:00, Sat–Sun 10:00–18:00, Vietnam time. */
export function storedContact(config: Record<string, unknown> | undefined): ContactFormValues {
  return {
    whatsapp: text(config?.whatsapp),
    email: text(config?.email),
    address: text(config?.address),
    tagline: text(config?.tagline),
    bank_details: text(config?.bank_details),
    time_zone: text(config?.time_zone).trim() || OFFICE_TIME_ZONE,
    socials: rows(config?.socials, ['name', 'url']),
    office_hours: Array.isArray(config?.office_hours)
      ? rows(config.office_hours, ['days', 'hours'])
      : OFFICE_HOURS.map((h) => ({ ...h })),
  };
}

const isBlankRow = (row: SocialLink | OfficeHoursRow) => Object.values(row).every((v: string) => v.trim() === '');

export type ContactFormResult = { ok: true; config: Record<string, unknown> } | { ok: false; errors: ContactFieldErrors };

/**
 * Checks the form with the server's schema. Rows left completely empty are
 * dropped; keys of the stored section that this form does not show are kept.
 */
export function readContactForm(values: ContactFormValues, stored: Record<string, unknown> = {}): ContactFormResult {
  const candidate = {
    ...stored,
    ...values,
    socials: values.socials.map((s) => ({ name: s.name.trim(), url: s.url.trim() })).filter((s) => !isBlankRow(s)),
    office_hours: values.office_hours.map((h) => ({ days: h.days.trim(), hours: h.hours.trim() })).filter((h) => !isBlankRow(h)),
    address: values.address.trim(),
    tagline: values.tagline.trim(),
    time_zone: values.time_zone.trim(),
  };
  const parsed = contactConfigSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, config: parsed.data };
  return { ok: false, errors: firstMessageByField(parsed.error.issues) };
}
