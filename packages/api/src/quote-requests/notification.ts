// The e-mails of a new request: sales get the buyer's details and lines with a
// link to the lead, the buyer a confirmation naming the reference and the lines.
// Plain text only: what a buyer typed is never read as HTML. A failed mail never
// fails the request, which is stored already.
import {
  BRAND_NAME, ESTIMATE_TEXTS, SHIPPING_METHODS, countryName, describeQuoteLine, formatAmount, formatQuantity, quoteRequestAdminPath,
  type QuoteLine,
} from '@hair/domain';
import { mailAfterCommit, oneLine, quotedMessage } from '../shared/mailer';
import type { AppDeps } from '../shared/types';
import { salesEmail } from '../site-config/store';

export interface RequestMail {
  reference: string;
  name: string;
  email: string | null;
  lines: readonly QuoteLine[];
  estimate_total?: number | null;
  currency?: string | null;
}

export interface NewRequestMail extends RequestMail {
  id: string;
  company: string | null;
  phone: string | null;
  country: string | null;
  shipping: string | null;
  message: string | null;
}

/** '1. Raw Hair, 18", Body Wave, Double Drawn: 3 kg (estimate $1,215)'. */
function lineTexts(lines: readonly QuoteLine[]): string[] {
  return lines.map((line, i) => {
    const estimate = line.estimate ? `estimate ${formatAmount(line.estimate.amount, line.estimate.currency)}` : ESTIMATE_TEXTS.noPrice.toLowerCase();
    return `${i + 1}. ${describeQuoteLine(line)}: ${formatQuantity(line.quantity, line.unit)} (${estimate})`;
  });
}

function estimateText(mail: RequestMail): string[] {
  if (mail.estimate_total === null || mail.estimate_total === undefined || !mail.currency) return [];
  return [`${ESTIMATE_TEXTS.label}: ${formatAmount(mail.estimate_total, mail.currency)}. ${ESTIMATE_TEXTS.note}`];
}

function salesText(request: NewRequestMail, publicUrl: string): string {
  const shipping = SHIPPING_METHODS.find((m) => m.value === request.shipping)?.label;
  return [
    `Reference: ${request.reference}`,
    `Name: ${request.name}`,
    ...(request.company ? [`Company: ${request.company}`] : []),
    `E-mail: ${request.email ?? '-'}`,
    `Phone / WhatsApp: ${request.phone ?? '-'}`,
    ...(request.country ? [`Country: ${countryName(request.country)}`] : []),
    ...(shipping ? [`Shipping: ${shipping}`] : []),
    '',
    'Lines:',
    ...lineTexts(request.lines),
    ...estimateText(request),
    '',
    `Open the lead: ${publicUrl}${quoteRequestAdminPath(request.id)}`,
    '',
    quotedMessage(request.message),
  ].join('\n');
}

function buyerText(request: RequestMail): string {
  const asked = request.lines.length > 0 ? ['', 'You asked for:', ...lineTexts(request.lines), ...estimateText(request)] : [];
  return [
    `Hello ${request.name},`,
    '',
    `Thank you for writing to ${BRAND_NAME}. Your reference is ${request.reference}: please mention it when you contact us.`,
    ...asked,
    '',
    'Our sales team will get back to you soon.',
    '',
    BRAND_NAME,
  ].join('\n');
}

/** Mails sales about a new quote request (when the contact section names an address). */
export async function notifySalesOfRequest(deps: AppDeps, request: NewRequestMail): Promise<void> {
  await mailAfterCommit(deps, 'quote request notification', async () => {
    const to = await salesEmail(deps.db);
    if (!to) return;
    const company = request.company ? ` (${request.company})` : '';
    await deps.mailer.send({ to, subject: oneLine(`New quote request ${request.reference} from ${request.name}${company}`), text: salesText(request, deps.config.publicUrl) });
  });
}

/** Confirms a request (or a contact-form message) to the buyer, when they gave an e-mail address. */
export async function confirmToBuyer(deps: AppDeps, request: RequestMail): Promise<void> {
  const to = request.email;
  if (!to) return;
  await mailAfterCommit(deps, 'request confirmation', () =>
    deps.mailer.send({ to, subject: oneLine(`We received your request ${request.reference}`), text: buyerText(request) }),
  );
}
