// The e-mail to sales for a new inquiry. It names the lead's reference and links
// to the inquiry in the admin inbox and to the lead; a failed mail must not lose
// the inquiry, which is stored already.
import {
  INQUIRY_PRODUCT_INTERESTS,
  INQUIRY_VOLUMES,
  inquiryAdminPath,
  inquiryOptionLabel,
  productPagePath,
  quoteRequestAdminPath,
  type InquiryInput,
} from '@hair/domain';
import { mailAfterCommit, oneLine, quotedMessage } from '../shared/mailer';
import type { AppDeps } from '../shared/types';
import { salesEmail } from '../site-config/store';

interface NewInquiry {
  id: string;
  /** The lead's reference: the contact form's message is a quote request without lines too. */
  reference: string;
  leadId: string;
  input: InquiryInput;
  product: { slug: string; name: string } | null;
}

/** The message travels as plain text: it is never rendered as HTML anywhere. */
function notificationText({ id, reference, leadId, input, product }: NewInquiry, publicUrl: string): string {
  return [
    `Reference: ${reference}`,
    `Name: ${input.first_name} ${input.last_name}`,
    `E-mail: ${input.email}`,
    `Phone: ${input.phone}`,
    ...(product ? [`Product: ${oneLine(product.name)} (${publicUrl}${productPagePath(product.slug)})`] : []),
    `Product interest: ${inquiryOptionLabel(INQUIRY_PRODUCT_INTERESTS, input.product_interest)}`,
    `Volume: ${inquiryOptionLabel(INQUIRY_VOLUMES, input.volume)}`,
    '',
    `Open in the inbox: ${publicUrl}${inquiryAdminPath(id)}`,
    `Open the lead: ${publicUrl}${quoteRequestAdminPath(leadId)}`,
    '',
    quotedMessage(input.message),
  ].join('\n');
}

export async function notifySales(deps: AppDeps, inquiry: NewInquiry): Promise<void> {
  await mailAfterCommit(deps, 'inquiry notification', async () => {
    const to = await salesEmail(deps.db);
    if (!to) return;
    const { input } = inquiry;
    await deps.mailer.send({ to, subject: oneLine(`New inquiry from ${input.first_name} ${input.last_name}`), text: notificationText(inquiry, deps.config.publicUrl) });
  });
}
