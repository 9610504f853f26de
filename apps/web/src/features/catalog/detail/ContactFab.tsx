// The floating contact button: a WhatsApp chat with the sales
// number in a new window, prefilled with 'Hi, I'm interested in {product}', followed by the
// chosen length, texture and grade when the product has a price grid. It steps aside
// (hides) while a price of the page (marked data-price) is under it.
import { useEffect, useRef, useState, type RefObject } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { TEXTS } from '@hair/domain';
import { useSiteSection } from '../../storefront/site-config/use-site-section';
import { whatsappUrl } from '../../storefront/site-config/contact-links';
import { CATALOG_TEXTS } from '../catalog-texts';

// WhatsApp's dark teal: white on it keeps a 4.5:1 contrast.
const WHATSAPP_TEAL = '#075e54';

/** What the button must never cover. */
export const PRICE_SELECTOR = '[data-price], [data-testid="product-price"]';

const overlap = (a: DOMRect, b: DOMRect) => a.width > 0 && a.height > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** True while some price lies under `button`; checked once a frame at most, on scroll, resize and page changes. */
function usePriceUnder(button: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [under, setUnder] = useState(false);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const box = button.current?.getBoundingClientRect();
      if (!box) return;
      setUnder([...document.querySelectorAll(PRICE_SELECTOR)].some((price) => overlap(price.getBoundingClientRect(), box)));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      changes.disconnect();
    };
  }, [button, active]);
  return under;
}

/** `selection` names the price-grid pick ('22" body wave, double drawn'), '' without one. */
export function ContactFab({ productName, selection = '' }: { productName: string; selection?: string }) {
  const { config } = useSiteSection('contact');
  const href = whatsappUrl(config?.whatsapp, TEXTS.whatsappSelectionText(productName, selection));
  const ref = useRef<HTMLAnchorElement>(null);
  const priceUnder = usePriceUnder(ref, Boolean(href));
  // No number configured yet: there is nobody to chat with.
  if (!href) return null;
  return (
    // MUI's large Fab, drawn on the ButtonBase every page loads (Fab itself would be about 1 KB more).
    <ButtonBase
      ref={ref}
      focusRipple
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={CATALOG_TEXTS.chatOnWhatsApp}
      data-testid="whatsapp-fab"
      data-stepped-aside={priceUnder || undefined}
      sx={{
        typography: 'button',
        minHeight: 36,
        minWidth: 0,
        width: 56,
        height: 56,
        p: 0,
        borderRadius: '50%',
        boxShadow: 6,
        '&:active': { boxShadow: 12 },
        position: 'fixed',
        right: { xs: 16, md: 32 },
        bottom: { xs: 16, md: 32 },
        zIndex: 'speedDial',
        bgcolor: WHATSAPP_TEAL,
        color: '#fff',
        transition: 'opacity 150ms, visibility 150ms',
        '&:hover': { bgcolor: '#054c44' },
        // Hidden, it is out of the tab order and of the pointer's reach too.
        '&[data-stepped-aside]': { opacity: 0, visibility: 'hidden' },
      }}
    >
      <WhatsApp />
    </ButtonBase>
  );
}
