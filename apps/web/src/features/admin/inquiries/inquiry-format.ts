// How an inquiry reads in the inbox: the buyer's name, the option labels, the
// received time, and the reply links (e-mail with a subject, WhatsApp chat).
import {
  BRAND_NAME,
  INQUIRY_PRODUCT_INTERESTS,
  INQUIRY_VOLUMES,
  inquiryOptionLabel,
  whatsappDigits,
  type Inquiry,
} from '@hair/domain';

export function inquiryName(inquiry: Pick<Inquiry, 'first_name' | 'last_name'>): string {
  return `${inquiry.first_name} ${inquiry.last_name}`.trim();
}

export const productInterestLabel = (value: string | null) => inquiryOptionLabel(INQUIRY_PRODUCT_INTERESTS, value);
export const volumeLabel = (value: string | null) => inquiryOptionLabel(INQUIRY_VOLUMES, value);

export function replySubject(): string {
  return `Re: Your inquiry to ${BRAND_NAME}`;
}

/** mailto: link answering the buyer, with the subject filled in. */
export function replyMailto(inquiry: Pick<Inquiry, 'email'>): string {
  return `mailto:${encodeURIComponent(inquiry.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(replySubject())}`;
}

/** wa.me chat with the buyer's number (digits only, as wa.me wants); null without digits. */
export function replyWhatsApp(inquiry: Pick<Inquiry, 'phone' | 'first_name'>): string | null {
  const digits = whatsappDigits(inquiry.phone);
  if (!digits) return null;
  const text = `Hello ${inquiry.first_name}, thank you for your inquiry to ${BRAND_NAME}.`;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

const RECEIVED_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** '18 Sept 2026, 14:05' in the admin's time zone. */
export function formatReceived(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : RECEIVED_FORMAT.format(time);
}
