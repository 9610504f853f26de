// The 'Send Us a Message' form's values and their validation: the inquiry
// schema of @hair/domain, so the browser shows the messages the server would give.
// The schema (and zod) load when the visitor starts on the form, not with the home page.
import type { InquiryInput } from '@hair/domain';
import { firstMessageByField } from '../../../lib/field-errors';

export const CONTACT_SECTION_ID = 'contact';

/** The home page's contact form about one product: the product page's inquiry link. */
export const productInquiryHref = (slug: string) => `/?product=${encodeURIComponent(slug)}#${CONTACT_SECTION_ID}`;

/** The product (id or slug) an inquiry link names, from the page's query string. */
export function productRefFromSearch(search: string): string | null {
  const ref = new URLSearchParams(search).get('product')?.trim();
  return ref && ref.length <= 200 ? ref : null;
}

export interface ContactFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  product_interest: string;
  volume: string;
  message: string;
}

export type ContactField = keyof ContactFormValues;
export type ContactFormErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  product_interest: '',
  volume: '',
  message: '',
};

export type ContactFormResult = { ok: true; input: InquiryInput } | { ok: false; errors: ContactFormErrors };

type ContactValidator = (values: ContactFormValues) => ContactFormResult;
let validator: Promise<ContactValidator> | null = null;

/** Loads the inquiry schema once; the form calls it as soon as the visitor focuses a field. */
export function loadContactValidator(): Promise<ContactValidator> {
  validator ??= import('@hair/domain/schemas/inquiry').then(({ inquiryInputSchema }) => (values) => {
    const parsed = inquiryInputSchema.safeParse(values);
    if (parsed.success) return { ok: true, input: parsed.data };
    return { ok: false, errors: firstMessageByField(parsed.error.issues, (key) => (key in values ? (key as ContactField) : undefined)) };
  });
  return validator;
}

/** The inquiry to send, or the first message for each invalid field. */
export async function validateContactForm(values: ContactFormValues): Promise<ContactFormResult> {
  return (await loadContactValidator())(values);
}
