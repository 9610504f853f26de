// The contact links of the partners page: the configured e-mail and social page
// (the `contact` site config), else the factory's own, and WhatsApp when set.
import type { ContactConfig } from '@hair/domain';
import { mailtoUrl, socialLinks, whatsappUrl, type SocialLink } from '../storefront/site-config/contact-links';

export const FALLBACK_PARTNER_EMAIL = 'sales@vietsilkhair.vn';
export const FALLBACK_PARTNER_SOCIAL: SocialLink = { name: 'Facebook', url: 'https://www.facebook.com/vietsilkhair' };

export interface PartnerContact {
  email: string;
  emailHref: string;
  social: SocialLink;
  /** The number as configured, for display; empty when none is set. */
  whatsapp: string;
  whatsappHref: string | null;
}

export function partnerContact(contact: Pick<ContactConfig, 'email' | 'socials' | 'whatsapp'> | null): PartnerContact {
  const email = contact?.email.trim() || FALLBACK_PARTNER_EMAIL;
  const socials = socialLinks(contact?.socials);
  // The page names one social page: Facebook when there is one, else the first.
  const social = socials.find((s) => /facebook|fb\.com/i.test(`${s.name} ${s.url}`)) ?? socials[0] ?? FALLBACK_PARTNER_SOCIAL;
  return {
    email,
    emailHref: mailtoUrl(email) ?? `mailto:${FALLBACK_PARTNER_EMAIL}`,
    social,
    whatsapp: contact?.whatsapp.trim() ?? '',
    whatsappHref: whatsappUrl(contact?.whatsapp),
  };
}
