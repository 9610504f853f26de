// The demo site's trade terms and the answers to what trade buyers ask before a
// first order. They agree with the demo price grids (bundles by the kilogram from
// 1 kg, lace pieces from 5), the warranty (14 days from receipt) and how to buy.
import type { TradeTerms } from '@hair/domain';

export const SEED_TRADE_TERMS: TradeTerms = {
  lead_time: '7–10 working days for up to 20 kg; larger orders are scheduled with you',
  shipping: [
    { method: 'DHL Express', regions: 'USA, Canada, Europe, UK, Australia (3–5 days)' },
    { method: 'FedEx International Priority', regions: 'USA, Canada, Mexico (3–5 days)' },
    { method: 'Air cargo', regions: 'Nigeria, Ghana, South Africa, Kenya (7–10 days)' },
  ],
  payment_terms: '50% deposit by bank transfer (T/T), Western Union or MoneyGram; the balance before shipping',
  sample_policy: 'One sample bundle or closure per texture at the wholesale price; its cost is refunded on your first order of 5 kg or more',
};

/** Lace frontals are ventilated by hand after the order: their own lead time and samples. */
const LACE_FRONTAL_TERMS: TradeTerms = {
  lead_time: '10–14 working days for up to 20 frontals (ventilated by hand)',
  shipping: [],
  payment_terms: '',
  sample_policy: 'One sample frontal at the wholesale price, shipped within 3 working days',
};

/** A curated product's own trade terms, by its name; the others follow the site's. */
export const SEED_PRODUCT_TRADE_TERMS: Readonly<Record<string, TradeTerms>> = {
  '13x4 HD Lace Frontal Body Wave': LACE_FRONTAL_TERMS,
  '13x6 Transparent Lace Frontal Straight 1B': LACE_FRONTAL_TERMS,
};

const QUESTIONS: readonly (readonly [string, string])[] = [
  [
    'What is the minimum order?',
    'Bundles are sold by the kilogram: 1 kg in total, with at least 1 kg of each length you choose. Closures and frontals start at 5 pieces. Prices drop from 10 kg and again from 50 kg.',
  ],
  [
    'Can I order a sample first?',
    'Yes. Order one bundle, closure or frontal per texture at the wholesale price. When you place a first order of 5 kg or more, we refund the samples.',
  ],
  [
    'How long until my order ships?',
    'Orders of up to 20 kg leave our Hanoi factory in 7–10 working days; hand-ventilated frontals take 10–14. We send a short QC video of your hair before it ships, then the tracking number.',
  ],
  [
    'Which colours can you make?',
    'Natural black (1B), dark brown (#2), chocolate brown (#4), blonde 613, burgundy 99J and ombre 1B/27 are in stock. Other colours are dyed to order from 5 kg per colour; send us a photo or a colour ring code.',
  ],
  [
    'What if the hair is not what I ordered?',
    'Tell us within 14 days of receipt and keep the hair unwashed, unbleached and in its packaging. We replace it or refund it, shipping included, when the fault is ours. Hair that has been dyed, cut or installed cannot be returned.',
  ],
];

/** The Q&A tab: each question a heading, each answer a paragraph. */
export const SEED_QA_HTML = QUESTIONS.map(([question, answer]) => `<h3>${question}</h3><p>${answer}</p>`).join('');
