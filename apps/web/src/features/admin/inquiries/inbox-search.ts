// The inbox's address: `?open={id}` opens one inquiry, so a link (the sales
// e-mail's, a bookmark) leads straight to it.

export interface InquirySearch {
  open?: string;
}

/** Ids are short strings; the router reads a digits-only value as a number, so that counts too. Anything else opens nothing. */
export function parseInquirySearch(raw: Record<string, unknown>): InquirySearch {
  const open = typeof raw.open === 'number' && Number.isSafeInteger(raw.open) ? String(raw.open) : raw.open;
  return typeof open === 'string' && open.length > 0 && open.length <= 200 ? { open } : {};
}
