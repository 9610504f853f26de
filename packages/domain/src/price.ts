// Prices arrive as numbers or as free text ('$45', 'from 45.50 USD', '1,200').
// These helpers turn them into numbers and back into the texts the spec shows.
import { DEFAULT_CURRENCY } from './constants';
import { TEXTS } from './messages';

const PLAIN_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
// First number in a text. A minus sign counts only when it starts a word
// ('-$45', 'price -45'), not inside one ('size-12'); a currency symbol may sit between.
const NUMBER_IN_TEXT = /(?:(?<![\p{L}\p{N}])([-−]))?\s*[$€£₫¥]?\s*(\d[\d.,]*\d|\d)/u;

/**
 * Reads a decimal number out of a digits group that may use ',' or '.' as
 * thousands or decimal separator.
 * - both present: the last one is the decimal separator ('1.200,50' and '1,200.50' -> 1200.5);
 * - only commas: groups of exactly 3 digits mean thousands ('1,200' -> 1200),
 *   otherwise a single comma is a decimal comma ('45,5' -> 45.5);
 * - only dots: several dots with 3-digit groups mean thousands ('1.200.000'),
 *   a single dot is a decimal point ('1.200' -> 1.2, the site's prices are in USD).
 */
function readDigits(group: string): number | null {
  const g = group;
  const lastComma = g.lastIndexOf(',');
  const lastDot = g.lastIndexOf('.');
  let normal: string;
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    normal = g.split(thousands).join('').replace(decimal, '.');
  } else if (lastComma >= 0) {
    const parts = g.split(',');
    const thousandsGroups = parts.slice(1).every((p) => p.length === 3);
    if (thousandsGroups) normal = parts.join('');
    else if (parts.length === 2) normal = parts.join('.');
    else return null;
  } else if (lastDot >= 0) {
    const parts = g.split('.');
    if (parts.length === 2) normal = g;
    else if (parts.slice(1).every((p) => p.length === 3)) normal = parts.join('');
    else return null;
  } else {
    normal = g;
  }
  const n = Number(normal);
  return Number.isFinite(n) ? n : null;
}

/**
 * Like parsePrice but keeps the sign, so input validation can reject a
 * negative price with a message instead of silently dropping it.
 * Returns null when no finite number can be read.
 */
export function parseSignedPrice(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  if (PLAIN_NUMBER.test(text)) {
    const n = Number(text);
    return Number.isFinite(n) ? n : null;
  }
  const match = NUMBER_IN_TEXT.exec(text);
  if (!match) return null;
  const n = readDigits(match[2] ?? '');
  if (n === null) return null;
  return match[1] ? -n : n;
}

/**
 * A price as a non-negative finite number, or null.
 * Numbers are kept when finite and >= 0; texts give their first number
 * ('$45' -> 45, 'from 45.50 USD' -> 45.5, '1,200' -> 1200, '45,5' -> 45.5);
 * negative, NaN, Infinity, empty and non-numeric values give null.
 */
export function parsePrice(value: unknown): number | null {
  const n = parseSignedPrice(value);
  if (n === null || n < 0) return null;
  return n === 0 ? 0 : n; // turns -0 into 0
}

/** '$45', '$45.50', '$1,200'; other currencies as '45 EUR'. */
export function formatAmount(amount: number, currency: string = DEFAULT_CURRENCY): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const text = amount.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  const code = typeof currency === 'string' && currency.trim() ? currency.trim().toUpperCase() : DEFAULT_CURRENCY;
  return code === 'USD' ? `$${text}` : `${text} ${code}`;
}

/**
 * Card price text: '$45 – $120' (en dash), a single amount when only one
 * bound exists or both are equal, and 'Contact for price' when neither exists.
 */
export function formatPriceRange(from: unknown, to: unknown, currency: string = DEFAULT_CURRENCY): string {
  const low = parsePrice(from);
  const high = parsePrice(to);
  if (low === null && high === null) return TEXTS.contactForPrice;
  if (low === null || high === null || low === high) {
    return formatAmount((low ?? high) as number, currency);
  }
  return `${formatAmount(low, currency)} – ${formatAmount(high, currency)}`;
}

/** Admin grid price: '$12.00', or '-' when missing. */
export function formatUsd(value: unknown): string {
  const n = parsePrice(value);
  return n === null ? '-' : `$${n.toFixed(2)}`;
}
