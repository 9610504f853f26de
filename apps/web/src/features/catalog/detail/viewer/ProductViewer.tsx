// The full-screen viewer of a product's pictures and QC video: swipe or arrows
// (buttons and keyboard) from one to the next, pinch, double-tap or the zoom button
// to look closer, thumbnails to jump, 'n / N' to know where one is, Escape or Close
// to leave (the page then shows the item last seen). Pictures load at their widest
// copy. Loaded on demand, with swiper and its styles, when a buyer opens it.
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Keyboard, Navigation, Thumbs, Zoom } from 'swiper/modules';
import { Swiper, SwiperSlide, type SwiperClass } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/thumbs';
import 'swiper/css/zoom';
import { imageVariantUrl, largestImageVariant, responsiveSrcSet, RESPONSIVE_IMAGE_WIDTHS } from '@hair/domain';
import { CATALOG_TEXTS } from '../../catalog-texts';
import type { GalleryItem } from '../gallery-items';
import { GALLERY_TEXTS } from '../gallery-texts';
import { QcVideo } from '../QcVideo';
import { visuallyHidden } from '../visually-hidden';

const THUMB_SIZE = 64;
const MAX_ZOOM = 4;
const CONTROL_SX = {
  color: '#fff',
  bgcolor: 'rgba(255, 255, 255, 0.12)',
  '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.24)' },
  '&.Mui-focusVisible': { outline: '2px solid #fff' },
  '&.swiper-button-disabled, &.swiper-button-lock': { visibility: 'hidden' },
} as const;

export interface ProductViewerProps {
  /** What the dialog is called for screen readers. */
  title: string;
  items: readonly GalleryItem[];
  /** How many of the items are pictures (they come first). */
  imageCount: number;
  startAt: number;
  /** Called with the item shown when the viewer closes. */
  onClose(at: number): void;
}

export default function ProductViewer({ title, items, imageCount, startAt, onClose }: ProductViewerProps) {
  const [active, setActive] = useState(startAt);
  const [main, setMain] = useState<SwiperClass | null>(null);
  const [thumbs, setThumbs] = useState<SwiperClass | null>(null);
  const [zoomed, setZoomed] = useState(false);
  // Swiper's Navigation module drives these buttons (and hides the one at an end).
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  const current = items[active];
  const titleId = useId();

  const onSlideChange = (swiper: SwiperClass) => {
    setActive(swiper.activeIndex);
    // A video left behind stops playing.
    for (const video of swiper.el.querySelectorAll('video')) video.pause();
  };

  return (
    <Dialog
      open
      fullScreen
      onClose={() => onClose(active)}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { bgcolor: '#111', color: '#fff', backgroundImage: 'none' } } }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }} data-testid="product-viewer">
        <Typography id={titleId} component="h2" sx={visuallyHidden}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1.5, sm: 2 }, py: 1 }}>
          <Typography aria-live="polite" data-testid="viewer-position" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
            {GALLERY_TEXTS.position(active + 1, items.length)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'rgba(255, 255, 255, 0.7)', display: { xs: 'none', sm: 'block' }, ml: 2 }}>
            {current?.kind === 'image' ? GALLERY_TEXTS.zoomHint : ''}
          </Typography>
          <Box sx={{ flex: 1 }} />
          {current?.kind === 'image' && (
            <IconButton onClick={() => main?.zoom.toggle()} aria-label={zoomed ? GALLERY_TEXTS.zoomOut : GALLERY_TEXTS.zoomIn} sx={CONTROL_SX}>
              {zoomed ? <ZoomOutIcon /> : <ZoomInIcon />}
            </IconButton>
          )}
          <IconButton onClick={() => onClose(active)} aria-label={GALLERY_TEXTS.close} sx={CONTROL_SX}>
            <CloseIcon />
          </IconButton>
        </Box>

        <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
          {prevEl && nextEl && (
            <Swiper
              modules={[Zoom, Thumbs, Keyboard, Navigation]}
              initialSlide={startAt}
              zoom={{ maxRatio: MAX_ZOOM }}
              keyboard={{ enabled: true }}
              navigation={{ prevEl, nextEl }}
              thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
              spaceBetween={16}
              onSwiper={setMain}
              onSlideChange={onSlideChange}
              onZoomChange={(_swiper, scale) => setZoomed(scale > 1)}
              style={{ height: '100%' }}
              data-testid="viewer-slides"
            >
              {items.map((item, i) => (
                <SwiperSlide key={item.url} zoom={item.kind === 'image'} role="group" aria-label={GALLERY_TEXTS.position(i + 1, items.length)}>
                  {item.kind === 'image' ? (
                    // The widest copy: what a zoom needs. Only the pictures near the shown one load.
                    <img src={largestImageVariant(item.url)} alt={item.alt} loading={Math.abs(i - startAt) <= 1 ? 'eager' : 'lazy'} decoding="async" draggable={false} />
                  ) : (
                    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%' }}>
                      {/* Its controls take the touches: the arrows and thumbnails lead away from it. */}
                      <QcVideo url={item.url} posterUrl={item.posterUrl} preload="metadata" label={GALLERY_TEXTS.video} testId="viewer-video" className="swiper-no-swiping" sx={{ maxWidth: '100%', maxHeight: '100%', bgcolor: '#000' }} />
                    </Box>
                  )}
                </SwiperSlide>
              ))}
            </Swiper>
          )}
          <IconButton ref={setPrevEl} aria-label={GALLERY_TEXTS.previous} sx={{ ...CONTROL_SX, position: 'absolute', zIndex: 2, top: '50%', left: { xs: 4, sm: 16 }, transform: 'translateY(-50%)' }}>
            <ChevronLeftIcon fontSize="large" />
          </IconButton>
          <IconButton ref={setNextEl} aria-label={GALLERY_TEXTS.next} sx={{ ...CONTROL_SX, position: 'absolute', zIndex: 2, top: '50%', right: { xs: 4, sm: 16 }, transform: 'translateY(-50%)' }}>
            <ChevronRightIcon fontSize="large" />
          </IconButton>
        </Box>

        {items.length > 1 && (
          <Box sx={{ px: { xs: 1, sm: 2 }, py: 1.5 }}>
            <Swiper
              modules={[Thumbs]}
              onSwiper={setThumbs}
              slidesPerView="auto"
              spaceBetween={8}
              watchSlidesProgress
              style={{ maxWidth: '100%' }}
            >
              {items.map((item, i) => (
                <SwiperSlide key={item.url} style={{ width: THUMB_SIZE }}>
                  <Box
                    component="button"
                    type="button"
                    onClick={() => main?.slideTo(i)}
                    aria-label={item.kind === 'image' ? CATALOG_TEXTS.showImage(i + 1, imageCount) : GALLERY_TEXTS.showVideo}
                    aria-current={i === active || undefined}
                    sx={{
                      display: 'block',
                      position: 'relative',
                      p: 0,
                      border: 2,
                      borderColor: i === active ? '#fff' : 'transparent',
                      opacity: i === active ? 1 : 0.6,
                      bgcolor: '#2b2b2b',
                      cursor: 'pointer',
                      '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 2 },
                    }}
                  >
                    <ViewerThumbnail item={item} />
                  </Box>
                </SwiperSlide>
              ))}
            </Swiper>
          </Box>
        )}
      </Box>
    </Dialog>
  );
}

const THUMB_IMG_SX = { display: 'block', width: THUMB_SIZE - 4, height: THUMB_SIZE - 4, objectFit: 'cover' } as const;

function ViewerThumbnail({ item }: { item: GalleryItem }) {
  const picture = item.kind === 'image' ? item.url : item.posterUrl;
  return (
    <>
      {picture ? (
        <Box component="img" src={responsiveSrcSet(picture) ? imageVariantUrl(picture, RESPONSIVE_IMAGE_WIDTHS[0]) : picture} alt="" loading="lazy" decoding="async" sx={THUMB_IMG_SX} />
      ) : (
        <Box component="span" sx={THUMB_IMG_SX} />
      )}
      {item.kind === 'video' && (
        <PlayCircleIcon aria-hidden="true" sx={{ position: 'absolute', top: '50%', left: '50%', transform: 'translate(-50%, -50%)', color: '#fff', fontSize: 28 }} />
      )}
    </>
  );
}
