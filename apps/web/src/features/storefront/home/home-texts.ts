// Texts of the home page beyond the fixed wording in TEXTS and DEFAULT_SHOWCASE
// of @hair/domain.
import { BRAND_NAME } from '@hair/domain';

export const HERO_TEXTS = {
  carousel: 'Featured collections',
  slide: (n: number, total: number): string => `${n} of ${total}`,
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: (n: number): string => `Go to slide ${n}`,
  pause: 'Pause slideshow',
  play: 'Play slideshow',
} as const;

export const ABOUT_TEXTS = {
  overline: 'About Us',
  heading: 'Hair we sort and draw by hand, shipped from our own factory',
  fallbackMission:
    `${BRAND_NAME} makes premium extensions from 100% human Vietnamese hair for salons, beauty supply stores and ` +
    'distributors. Every bundle is sorted, drawn and checked in our Hanoi workshop before it ships.',
  highlights: [
    { value: '100%', label: 'Human Vietnamese hair' },
    { value: 'Factory', label: 'Direct wholesale prices' },
    { value: 'Worldwide', label: 'Shipping with tracking' },
  ],
  learnMore: 'Learn More About Us',
  imageAlt: 'Hair bundles in natural and dyed colours hanging in the factory',
} as const;

export const SHOWCASE_TEXTS = {
  overline: 'Featured Products',
} as const;

export const TESTIMONIALS_TEXTS = {
  overline: 'Testimonials',
  heading: 'What Our Clients Say',
  rating: (n: number): string => `Rated ${n} out of 5`,
} as const;

export const PARTNERS_TEXTS = {
  overline: 'Partners',
  defaultTitle: 'Our Partners',
  list: 'Partner companies',
  previous: 'Previous partners',
  next: 'Next partners',
  opensInNewTab: (name: string): string => `${name} (opens in a new tab)`,
} as const;

export const CONTACT_TEXTS = {
  overline: 'Contact',
  heading: 'Get in Touch',
  intro: 'Tell us what you need: textures, lengths, colours and quantities. Our sales team answers within one working day.',
  whatsapp: 'WhatsApp',
  email: 'Email',
  address: 'Address',
  officeHours: 'Office Hours',
  productInterest: 'Product Interest',
  volume: 'Monthly Volume',
  message: 'Message',
  messagePlaceholder: 'Textures, lengths, colours, quantities…',
  choose: 'Select…',
  send: 'Send Message',
  sending: 'Sending...',
  sent: (reference: string): string => `Thank you! Your message has been sent. Our sales team will contact you soon. Your reference: ${reference}.`,
  failed: (reason: string): string => `Your message could not be sent (${reason}). Please try again, or contact us on WhatsApp.`,
  failedFallback: 'the server did not answer',
  aboutProduct: (name: string): string => `About: ${name}`,
  notAboutProduct: 'Not about this product',
} as const;
