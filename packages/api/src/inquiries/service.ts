// A message from the contact form: it names a product or none, one address may
// send only so many in a while. It is filed as a lead with a reference too; sales
// get an e-mail about it and the buyer a confirmation naming the reference.
import { TEXTS, type InquiryInput, type InquiryStatus } from '@hair/domain';
import type { Context } from '../context';
import { badRequest } from '../errors';
import { findProductRef } from '../products/store';
import { addressKey } from '../rate-limits/client-address';
import { enforceLimit, type Limit } from '../rate-limits/limits';
import { accountId } from '../auth/sessions';
import { confirmToBuyer } from '../quote-requests/notification';
import { notifySales } from './notification';
import { insertInquiry } from './store';

const TOO_MANY_INQUIRIES = 'Too many messages. Please try again later.';
/** At most 5 messages per IP in 10 minutes. */
const INQUIRY_LIMIT: Limit = { max: 5, windowMs: 10 * 60 * 1000 };
const inquiryRateKey = (ip: string) => `inquiry:ip:${addressKey(ip)}`;

export async function submitInquiry(ctx: Context, input: InquiryInput): Promise<{ id: string; status: InquiryStatus; reference: string }> {
  // An unknown product is bad input: refused before it counts toward the limit.
  const product = input.product_id === undefined ? null : await findProductRef(ctx.db, input.product_id);
  if (product === undefined) throw badRequest(`product_id: ${TEXTS.productNotFound}`);
  // Counted before the insert, so parallel or batched messages cannot pass the limit.
  await enforceLimit(ctx.db, inquiryRateKey(ctx.ip), INQUIRY_LIMIT, () => TOO_MANY_INQUIRIES);
  const created = await insertInquiry(ctx.db, input, product?.id ?? null, accountId(ctx.session));
  await notifySales(ctx, { ...created, input, product });
  await confirmToBuyer(ctx, { reference: created.reference, name: `${input.first_name} ${input.last_name}`, email: input.email, lines: [] });
  return { id: created.id, status: created.status, reference: created.reference };
}
