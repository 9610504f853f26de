// The partners strip: a horizontal scroller of 160 px cards with
// previous/next buttons that scroll by one visible width. A card links to the
// partner's url unless it is empty or '#'. 'No partners configured' when empty.
import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { IMAGE_USES, PARTNER_CARD_WIDTH_PX, TEXTS, partnerHasLink, responsiveSrcSet, type Partner } from '@hair/domain';
import { getMediaBase, mediaUrl } from '../../../lib/api-base';
import { useSiteSection } from '../site-config/use-site-section';
import { PARTNERS_TEXTS } from './home-texts';
import { SectionHeading } from './SectionHeading';

const LOGO_WIDTH = IMAGE_USES.partners.width ?? 400;
const LOGO_HEIGHT = IMAGE_USES.partners.height ?? 225;

function PartnerCard({ partner }: { partner: Partner }) {
  const image = mediaUrl(partner.image);
  const body = (
    <>
      <Box sx={{ aspectRatio: `${LOGO_WIDTH} / ${LOGO_HEIGHT}`, bgcolor: 'background.default', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
        {image ? (
          <Box component="img" src={image} srcSet={responsiveSrcSet(image, getMediaBase())} sizes={`${LOGO_WIDTH}px`} alt="" width={LOGO_WIDTH} height={LOGO_HEIGHT} loading="lazy" decoding="async" sx={{ width: '100%', height: '100%', objectFit: 'contain' }} />
        ) : (
          <Typography aria-hidden="true" sx={{ fontFamily: 'h1.fontFamily', fontSize: '1.6rem', color: 'secondary.dark' }}>
            {partner.name.slice(0, 1)}
          </Typography>
        )}
      </Box>
      <Typography component="span" sx={{ display: 'block', px: 1.5, py: 1.25, fontSize: '0.85rem', fontWeight: 600, textAlign: 'center', color: 'text.primary', lineHeight: 1.35 }}>
        {partner.name}
      </Typography>
    </>
  );
  const cardSx = { display: 'block', width: PARTNER_CARD_WIDTH_PX, height: '100%', bgcolor: 'background.paper', border: 1, borderColor: 'divider', transition: 'border-color 200ms, box-shadow 200ms' } as const;
  if (!partnerHasLink(partner.url)) return <Box sx={cardSx}>{body}</Box>;
  return (
    <Link
      href={partner.url}
      target="_blank"
      rel="noopener noreferrer"
      underline="none"
      aria-label={PARTNERS_TEXTS.opensInNewTab(partner.name)}
      sx={{ ...cardSx, '&:hover': { borderColor: 'secondary.main', boxShadow: '0 10px 24px rgba(26, 20, 16, 0.1)' } }}
    >
      {body}
    </Link>
  );
}

/** Scroll position state of the strip, for enabling the buttons. */
function useScroller() {
  const ref = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    setEdges({ atStart: el.scrollLeft <= 1, atEnd: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [update]);
  /** One visible width back or forward. */
  const scrollPage = (direction: -1 | 1) => ref.current?.scrollBy({ left: direction * ref.current.clientWidth, behavior: 'smooth' });
  return { ref, edges, update, scrollPage };
}

function Strip({ partners }: { partners: readonly Partner[] }) {
  const { ref, edges, update, scrollPage } = useScroller();
  const buttonSx = { border: 1, borderColor: 'divider', bgcolor: 'background.paper', flexShrink: 0, '&:hover': { borderColor: 'secondary.main' } } as const;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, md: 2 } }}>
      <IconButton aria-label={PARTNERS_TEXTS.previous} aria-controls="partners-list" disabled={edges.atStart} onClick={() => scrollPage(-1)} sx={buttonSx}>
        <ChevronLeftIcon />
      </IconButton>
      <Box
        component="ul"
        id="partners-list"
        ref={ref}
        onScroll={update}
        // Reachable from the keyboard even when no card is a link (the arrow keys scroll it).
        tabIndex={0}
        aria-label={PARTNERS_TEXTS.list}
        sx={{
          '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.dark', outlineOffset: 2 }, display: 'flex', gap: 2, m: 0, p: 0, py: 1, listStyle: 'none', overflowX: 'auto', scrollbarWidth: 'none', flexGrow: 1, '&::-webkit-scrollbar': { display: 'none' } }}
      >
        {partners.map((partner) => (
          <Box component="li" key={partner.id} sx={{ flex: `0 0 ${PARTNER_CARD_WIDTH_PX}px` }}>
            <PartnerCard partner={partner} />
          </Box>
        ))}
      </Box>
      <IconButton aria-label={PARTNERS_TEXTS.next} aria-controls="partners-list" disabled={edges.atEnd} onClick={() => scrollPage(1)} sx={buttonSx}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}

export function PartnersStrip() {
  const { config, isPending } = useSiteSection('partners');
  const partners = config?.partners ?? [];
  return (
    <Box component="section" aria-labelledby="partners-heading" sx={{ py: { xs: 7, md: 10 }, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <SectionHeading id="partners-heading" overline={PARTNERS_TEXTS.overline} title={config?.title?.trim() || PARTNERS_TEXTS.defaultTitle} />
        {isPending ? null : partners.length === 0 ? (
          <Typography role="status" sx={{ textAlign: 'center', color: 'text.secondary', py: 2 }}>
            {TEXTS.noPartners}
          </Typography>
        ) : (
          <Strip partners={partners} />
        )}
      </Container>
    </Box>
  );
}
