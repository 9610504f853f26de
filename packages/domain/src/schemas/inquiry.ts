// Contact-form inquiries: name, e-mail, company, country, the product the buyer
// is interested in, volume and message, stored for the sales team.
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { idString, plainText, requiredText } from './common';
import { oneLine } from './one-line';
import { emailSchema } from './user';
import { blankToUndefined, isRecord, pick } from '../records';
import { INQUIRY_PRODUCT_INTERESTS, INQUIRY_STATUSES, INQUIRY_VOLUMES, type InquiryProductInterest, type InquiryVolume } from '../inquiry-options';

const interestValues = INQUIRY_PRODUCT_INTERESTS.map((o) => o.value) as [
  InquiryProductInterest,
  ...InquiryProductInterest[],
];
const volumeValues = INQUIRY_VOLUMES.map((o) => o.value) as [InquiryVolume, ...InquiryVolume[]];

export const inquiryStatusSchema = z.enum(INQUIRY_STATUSES);
export type InquiryStatus = z.infer<typeof inquiryStatusSchema>;

const SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  first_name: ['first_name', 'firstName'],
  last_name: ['last_name', 'lastName'],
  email: ['email'],
  phone: ['phone', 'phoneNumber', 'phone_number'],
  product_interest: ['product_interest', 'productInterest'],
  volume: ['volume'],
  message: ['message'],
  product_id: ['product_id', 'productId', 'product'],
};

function canonicalInquiryInput(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const out: Record<string, unknown> = {};
  for (const [field, keys] of Object.entries(SPELLINGS)) {
    const v = pick(raw, keys);
    if (v !== undefined) out[field] = v;
  }
  return out;
}

/** Digits, spaces, '+', '-', '(' and ')' only, with at least 6 digits. */
export function isPhoneNumber(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    /^[\d\s+\-()]+$/.test(value) &&
    (value.match(/\d/g)?.length ?? 0) >= 6
  );
}


export const inquiryInputSchema = z.preprocess(
  canonicalInquiryInput,
  z.object({
    // Each on a line of its own in the sales mail (one-line.ts); the message keeps its breaks.
    first_name: oneLine('First name', requiredText('First name', MESSAGES.firstNameRequired, 100)),
    last_name: oneLine('Last name', requiredText('Last name', MESSAGES.lastNameRequired, 100)),
    email: emailSchema,
    phone: oneLine('Phone number', z.string({ error: MESSAGES.phoneRequired }).trim().min(1, { error: MESSAGES.phoneRequired }).max(40, { error: MESSAGES.invalidPhone }))
      .refine((v) => v === '' || isPhoneNumber(v), { error: MESSAGES.invalidPhone }), // '' has its own message
    product_interest: z.preprocess(blankToUndefined, z.enum(interestValues).optional()),
    volume: z.preprocess(blankToUndefined, z.enum(volumeValues).optional()),
    message: z.preprocess(
      (v) => (v === null ? undefined : typeof v === 'string' ? v.trim() : v),
      z.string().max(5000, { error: MESSAGES.messageTooLong }).optional(),
    ),
    /** The product page's inquiry link names its product (id or slug). */
    product_id: z.preprocess(blankToUndefined, z.string().max(200).optional()),
  }),
);
export type InquiryInput = z.infer<typeof inquiryInputSchema>;

export const inquirySchema = z.object({
  id: z.string(),
  /** The reference of the lead the message was filed as ('INQ-2025-0042'); null for messages from before. */
  reference: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  product_interest: z.string().nullable(),
  volume: z.string().nullable(),
  message: z.string().nullable(),
  /** The product the buyer asked about, when the inquiry came from its page. */
  product: z.object({ id: z.string(), slug: z.string(), name: z.string() }).nullable(),
  status: inquiryStatusSchema,
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

/** An internal note on an inquiry: only admins see notes. */
export const MAX_NOTE_LENGTH = 2000;
/** An admin's internal note (on an inquiry or a quote request): plain text, markup removed. */
export const noteBodySchema = plainText('Note', MESSAGES.noteRequired, MAX_NOTE_LENGTH);
export const inquiryNoteInputSchema = z.object({
  id: idString,
  body: noteBodySchema,
});

export const inquiryNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  author_email: z.string().nullable(),
  created_at: z.string(),
});
export type InquiryNote = z.infer<typeof inquiryNoteSchema>;
