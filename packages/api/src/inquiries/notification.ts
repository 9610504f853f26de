// The e-mail to sales for a new inquiry. It links to the inquiry in the admin
// inbox; a failed mail must not lose the inquiry, which is stored already.
import {
  INQUIRY_PRODUCT_INTERESTS,
  INQUIRY_VOLUMES,
  contactConfigSchema,
  inquiryAdminPath,
  inquiryOptionLabel,
  productPagePath,
  type InquiryInput,
} from '@hair/domain';
import type { AppDeps } from '../shared/types';
import { sectionConfig } from '../site-config/store';

interface NewInquiry {
  id: string;
  input: InquiryInput;
  product: { slug: string; name: string } | null;
}

/** One line, so a name cannot add headers to the mail. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/** Sales' address from the 'contact' section; null when not configured. */
async function salesEmail(deps: AppDeps): Promise<string | null> {
  const parsed = contactConfigSchema.safeParse((await sectionConfig(deps.db, 'contact')) ?? {});
  return parsed.success && parsed.data.email ? parsed.data.email : null;
}

/** The message travels as plain text: it is never rendered as HTML anywhere. */
function notificationText({ id, input, product }: NewInquiry, publicUrl: string): string {
  return [
    `Name: ${input.first_name} ${input.last_name}`,
    `E-mail: ${input.email}`,
    `Phone: ${input.phone}`,
    ...(product ? [`Product: ${oneLine(product.name)} (${publicUrl}${productPagePath(product.slug)})`] : []),
    `Product interest: ${inquiryOptionLabel(INQUIRY_PRODUCT_INTERESTS, input.product_interest)}`,
    `Volume: ${inquiryOptionLabel(INQUIRY_VOLUMES, input.volume)}`,
    '',
    input.message || '(no message)',
    '',
    `Open in the inbox: ${publicUrl}${inquiryAdminPath(id)}`,
  ].join('\n');
}

export async function notifySales(deps: AppDeps, inquiry: NewInquiry): Promise<void> {
  try {
    const to = await salesEmail(deps);
    if (!to) return;
    const { input } = inquiry;
    await deps.mailer.send({
      to,
      subject: oneLine(`New inquiry from ${input.first_name} ${input.last_name}`),
      text: notificationText(inquiry, deps.config.publicUrl),
    });
  } catch (error) {
    deps.logger.warn({ err: error }, 'inquiry notification failed');
  }
}
