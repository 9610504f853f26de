// The e-mails of quotes: the link to a new quote for the buyer (when the admin
// asks for it), and the news of an acceptance for sales. Plain text; a failed
// mail never undoes what is stored.
import { BRAND_NAME, formatAmount, quotePagePath, quotePdfPath, quoteRequestAdminPath } from '@hair/domain';
import { mailAfterCommit, oneLine } from '../shared/mailer';
import type { AppDeps } from '../shared/types';
import { salesEmail } from '../site-config/store';
import type { QuoteRow } from './mapper';

/** Sends the buyer the link to their new quote and its PDF. */
export async function mailQuoteToBuyer(deps: AppDeps, quote: QuoteRow, buyer: { name: string; email: string }): Promise<void> {
  const { publicUrl } = deps.config;
  const text = [
    `Hello ${buyer.name},`,
    '',
    `Here is our quote ${quote.reference}: ${formatAmount(quote.total, quote.currency)} in all, valid until ${quote.validUntil}.`,
    '',
    `Read and accept it: ${publicUrl}${quotePagePath(quote.token)}`,
    `PDF: ${publicUrl}${quotePdfPath(quote.token)}`,
    '',
    BRAND_NAME,
  ].join('\n');
  await mailAfterCommit(deps, 'quote mail', () => deps.mailer.send({ to: buyer.email, subject: oneLine(`Your quote ${quote.reference} from ${BRAND_NAME}`), text }));
}

/** Tells sales that a buyer accepted a quote. */
export async function notifySalesOfAcceptance(deps: AppDeps, quote: QuoteRow, lead: { id: string; name: string }): Promise<void> {
  await mailAfterCommit(deps, 'acceptance notification', async () => {
    const to = await salesEmail(deps.db);
    if (!to) return;
    const text = [
      `${lead.name} accepted quote ${quote.reference}: ${formatAmount(quote.total, quote.currency)}.`,
      'Ask for the deposit and confirm the production date.',
      '',
      `Open the lead: ${deps.config.publicUrl}${quoteRequestAdminPath(lead.id)}`,
    ].join('\n');
    await deps.mailer.send({ to, subject: oneLine(`Quote ${quote.reference} accepted by ${lead.name}`), text });
  });
}
