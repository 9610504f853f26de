// Links and texts built from the `contact` site config: WhatsApp, e-mail,
// phone, and the office hours line.
import { OFFICE_HOURS, OFFICE_TIME_ZONE, whatsappDigits, type OfficeHours } from '@hair/domain';

/** A wa.me chat link, optionally with a prefilled message; null without a number. */
export function whatsappUrl(phone: unknown, text?: string): string | null {
  const digits = whatsappDigits(phone);
  if (digits === '') return null;
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}

export function mailtoUrl(email: unknown): string | null {
  return typeof email === 'string' && email.trim() !== '' ? `mailto:${email.trim()}` : null;
}

export function telUrl(phone: unknown): string | null {
  const digits = whatsappDigits(phone);
  if (digits === '') return null;
  return typeof phone === 'string' && phone.trim().startsWith('+') ? `tel:+${digits}` : `tel:${digits}`;
}

/** The periods of the office hours, e.g. ['Mon–Fri 9:00–20:00', 'Sat–Sun 10:00–18:00']; those when none are configured. */
export function officeHoursPeriods(hours: readonly Partial<OfficeHours>[] | null | undefined): string[] {
  const rows = (hours ?? []).filter((h) => (h.days ?? '').trim() !== '' || (h.hours ?? '').trim() !== '');
  const list = rows.length > 0 ? rows : OFFICE_HOURS;
  return list.map((h) => [h.days, h.hours].map((s) => (s ?? '').trim()).filter(Boolean).join(' '));
}

/** '(Vietnam time, UTC+7)': hours are read in the factory's zone, named wherever they are shown. */
export function timeZoneNote(timeZone: string | null | undefined): string {
  return `(${timeZone?.trim() || OFFICE_TIME_ZONE})`;
}

/** 'Mon–Fri 9:00–20:00, Sat–Sun 10:00–18:00 (Vietnam time, UTC+7)'. */
export function formatOfficeHours(hours: readonly Partial<OfficeHours>[] | null | undefined, timeZone?: string | null): string {
  return `${officeHoursPeriods(hours).join(', ')} ${timeZoneNote(timeZone)}`;
}

export interface SocialLink {
  name: string;
  url: string;
}

/** Configured social links that are real web addresses (anything else is dropped). */
export function socialLinks(socials: readonly Partial<SocialLink>[] | null | undefined): SocialLink[] {
  return (socials ?? []).flatMap(({ name, url }) => {
    const href = (url ?? '').trim();
    if (!/^https?:\/\/\S+$/i.test(href)) return [];
    const host = href.replace(/^https?:\/\//i, '').split(/[/?#]/)[0] ?? '';
    const label = (name ?? '').trim() || host.replace(/^www\./i, '');
    return [{ name: label, url: href }];
  });
}
