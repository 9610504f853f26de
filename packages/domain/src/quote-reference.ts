// References of quote requests and their quotes: 'INQ-2025-0042' is the 42nd
// request of 2025 (numbers run per year, without gaps), and 'INQ-2025-0042-Q2'
// is the second quote made for it.

const REFERENCE = /^INQ-(\d{4})-(\d{1,9})$/i;

/** 'INQ-2025-0042': at least four digits, so references of a year sort as text up to 9,999. */
export function formatRequestReference(year: number, number: number): string {
  return `INQ-${year}-${String(number).padStart(4, '0')}`;
}

/** The year and number of a reference as typed ('inq-2025-42' too); null when it is not one. */
export function parseRequestReference(text: string): { year: number; number: number } | null {
  const match = REFERENCE.exec(text.trim());
  const number = Number(match?.[2]);
  return match && number >= 1 ? { year: Number(match[1]), number } : null;
}

/** The n-th quote of a request: 'INQ-2025-0042-Q2'. */
export function formatQuoteReference(requestReference: string, quoteNumber: number): string {
  return `${requestReference}-Q${quoteNumber}`;
}
