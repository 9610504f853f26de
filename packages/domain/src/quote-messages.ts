// The words of quote requests and quotes, as the API answers them and the screens
// show them: bounds, refusals that name a line, and the labels of an estimate.
import { formatQuantity, type QuoteUnit } from './quote-request-options';

/** Lines of one request, one quote or one buyer's quote list. */
export const MAX_QUOTE_LINES = 50;
/** The most of one line: kilograms, bundles or pieces. 100 tonnes is far beyond any order. */
export const MAX_LINE_QUANTITY = 100_000;
export const MAX_BUYER_NAME = 100;
export const MAX_COMPANY_NAME = 200;
export const MAX_PHONE_LENGTH = 40;
export const MAX_LOST_REASON = 500;
export const MAX_PAYMENT_TERMS = 1000;
export const MAX_QUOTE_NOTE = 2000;
export const MAX_QUOTE_LINE_DESCRIPTION = 300;
/** Days a quote stays open: the form proposes the first, a quote may not run past the second. */
export const DEFAULT_QUOTE_VALID_DAYS = 14;
export const MAX_QUOTE_VALID_DAYS = 365;
/** Reasons the admin may pick when a lead is lost (any other text is allowed too). */
export const LOST_REASONS = ['Price too high', 'Chose another supplier', 'No reply', 'Quality or texture not right', 'Order too small'] as const;

const amountText = MAX_LINE_QUANTITY.toLocaleString('en-US');

export const QUOTE_MESSAGES = {
  nameRequired: 'Name is required',
  contactRequired: 'Give an e-mail address or a phone number',
  country: 'Unknown country: write its name or its two-letter code',
  shipping: 'shipping must be one of dhl, fedex, air_cargo, sea',
  linesRequired: 'Add at least one product',
  tooManyLines: `At most ${MAX_QUOTE_LINES} lines are allowed`,
  productRequired: 'Product is required',
  textureRequired: 'Texture is required',
  gradeRequired: 'Grade is required',
  quantity: `Quantity must be a number from 0.01 to ${amountText}`,
  sampleFlag: 'sample must be true or false',
  noGrid: 'This product has no price list to quote from',
  duplicateLine: 'This product, length, texture and grade is listed twice',
  wholeUnits: (unit: QuoteUnit) => `Quantity must be a whole number of ${unit}s`,
  sampleQuantity: (unit: QuoteUnit) => `A sample line holds one ${unit}`,
  lengthNotOffered: (length: number, product: string) => `${length}" is not offered for ${product}`,
  textureNotOffered: (texture: string, product: string) => `Texture '${texture}' is not offered for ${product}`,
  gradeNotOffered: (grade: string, product: string) => `Grade '${grade}' is not offered for ${product}`,
  combinationNotOffered: (selection: string, product: string) => `${selection} is not offered for ${product}`,
  minimumOrder: (product: string, quantity: number, unit: QuoteUnit) => `Minimum order for ${product} is ${formatQuantity(quantity, unit)}`,
  minimumPerLength: (product: string, quantity: number, unit: QuoteUnit) => `Minimum per length for ${product} is ${formatQuantity(quantity, unit)}`,
  /** '10 kg of this product in your list: the 10–49 kg price applies'. */
  combinedTier: (total: string, range: string) => `${total} of this product in your list: the ${range} price applies`,
  stageUnknown: 'stage must be one of new, contacted, quoted, sample_sent, deposit_paid, shipped, won, lost',
  lostReasonRequired: 'Say why the lead was lost',
  lostReasonOnlyWhenLost: 'A reason goes with the stage lost only',
  nothingToChange: 'Give a stage, an assignee or a follow-up date to change',
  notAnAdmin: 'Not an admin account',
  leadNotFound: 'Quote request not found',
  quoteNotFound: 'Quote not found',
  tooManyRequests: 'Too many quote requests. Please try again later.',
  tooManyQuoteLookups: 'Too many quote links tried. Please try again later.',
  quoteLinesRequired: 'A quote needs at least one line',
  description: 'Description is required',
  unitPrice: 'Unit price must be a number from 0 to 1,000,000',
  shippingCost: 'Shipping cost must be a number from 0 to 1,000,000',
  paymentTermsRequired: 'Payment terms are required',
  validFromToday: 'The quote must be valid until today or later',
  validAtMost: `A quote is valid for at most ${MAX_QUOTE_VALID_DAYS} days`,
  unit: 'unit must be one of kg, bundle, piece',
  currency: 'currency must be a 3-letter code',
  expired: (date: string) => `This quote expired on ${date}`,
  alreadyAccepted: (date: string) => `This quote was accepted on ${date}`,
  otherQuoteAccepted: (reference: string) => `Quote ${reference} of this request was accepted already`,
  accountOnly: 'Sign in with an account: an API token has no quote list or requests of its own',
} as const;

/** What the storefront and the admin print next to an estimate, so no one reads it as a price offer. */
export const ESTIMATE_TEXTS = {
  label: 'Estimate',
  note: 'Estimate from our price list. Sales confirm the final price in a quote.',
  noPrice: 'Price on request',
} as const;
