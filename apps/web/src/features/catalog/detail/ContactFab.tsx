// The floating contact button: a WhatsApp chat with the sales
// number in a new window, prefilled with 'Hi, I'm interested in {product}', followed by the
// chosen length, texture and grade when the product has a price grid.
import Fab from '@mui/material/Fab';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { TEXTS } from '@hair/domain';
import { useSiteSection } from '../../storefront/site-config/use-site-section';
import { whatsappUrl } from '../../storefront/site-config/contact-links';
import { CATALOG_TEXTS } from '../catalog-texts';

// WhatsApp's dark teal: white on it keeps a 4.5:1 contrast.
const WHATSAPP_TEAL = '#075e54';

/** `selection` names the price-grid pick ('22" body wave, double drawn'), '' without one. */
export function ContactFab({ productName, selection = '' }: { productName: string; selection?: string }) {
  const { config } = useSiteSection('contact');
  const href = whatsappUrl(config?.whatsapp, TEXTS.whatsappSelectionText(productName, selection));
  // No number configured yet: there is nobody to chat with.
  if (!href) return null;
  return (
    <Fab
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={CATALOG_TEXTS.chatOnWhatsApp}
      sx={{
        position: 'fixed',
        right: { xs: 16, md: 32 },
        bottom: { xs: 16, md: 32 },
        zIndex: 'speedDial',
        bgcolor: WHATSAPP_TEAL,
        color: '#fff',
        '&:hover': { bgcolor: '#054c44' },
      }}
    >
      <WhatsApp />
    </Fab>
  );
}
