// The product's main view and its thumbnails: the first picture is selected at
// start and a thumbnail click shows it large; the QC video, when there is one, is
// the last thumbnail and plays in the main view. The main view shows the whole
// picture, letterboxed in a fixed square box, so a wide photo keeps its sides and
// nothing moves when another item is chosen; the thumbnails are square crops.
// A tap on the picture opens the full-screen viewer, whose code (and swiper's)
// loads only then.
import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import { IMAGE_USES, responsiveSrcSet, type ProductImage, type ProductVideo } from '@hair/domain';
import { getMediaBase } from '../../../lib/api-base';
import { CATALOG_TEXTS } from '../catalog-texts';
import { galleryItems, type GalleryItem } from './gallery-items';
import { GALLERY_TEXTS } from './gallery-texts';
import { QcVideo } from './QcVideo';

const ProductViewer = lazy(() => import('./viewer/ProductViewer'));

const IMAGE_SIZE = IMAGE_USES.product.width ?? 800;
const THUMB_SIZE = 84;
const FRAME_SX = { display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1', border: 1, borderColor: 'divider' } as const;

export interface ProductGalleryProps {
  name: string;
  /** Never empty: productImagesWithAlts() gives the placeholder when there is no image. */
  images: readonly ProductImage[];
  video: ProductVideo | null;
}

export function ProductGallery({ name, images, video }: ProductGalleryProps) {
  const items = galleryItems(name, images, video);
  const [selected, setSelected] = useState(0);
  // The item the viewer opened at; null while it is closed.
  const [viewerAt, setViewerAt] = useState<number | null>(null);
  const index = Math.min(selected, items.length - 1);
  const shown = items[index]!;
  return (
    <Box>
      {shown.kind === 'image' ? (
        <ButtonBase
          onClick={() => setViewerAt(index)}
          aria-haspopup="dialog"
          sx={{ display: 'block', position: 'relative', width: '100%', '&.Mui-focusVisible': { outline: 3, outlineColor: 'secondary.main', outlineOffset: 2 } }}
        >
          <Box
            component="img"
            src={shown.url}
            srcSet={responsiveSrcSet(shown.url, getMediaBase())}
            sizes="(max-width: 899px) 100vw, 600px"
            alt={shown.alt}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            fetchPriority="high"
            decoding="async"
            data-testid="product-main-image"
            sx={{ ...FRAME_SX, objectFit: 'contain', bgcolor: 'background.paper' }}
          />
          <Box
            component="span"
            sx={{ position: 'absolute', right: 10, bottom: 10, display: 'inline-flex', alignItems: 'center', gap: 0.5, px: 1.25, py: 0.5, borderRadius: 4, bgcolor: 'rgba(20, 20, 20, 0.72)', color: '#fff', fontSize: '0.875rem', fontWeight: 600 }}
          >
            <FullscreenIcon fontSize="small" aria-hidden="true" />
            {GALLERY_TEXTS.viewFullScreen}
          </Box>
        </ButtonBase>
      ) : (
        <QcVideo url={shown.url} posterUrl={shown.posterUrl} preload="none" label={GALLERY_TEXTS.videoOf(name)} testId="product-video" sx={{ ...FRAME_SX, objectFit: 'contain', bgcolor: '#111' }} />
      )}
      {items.length > 1 && (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0, mt: 2 }}>
          {items.map((item, i) => (
            <li key={item.url}>
              <ButtonBase
                onClick={() => setSelected(i)}
                aria-label={item.kind === 'image' ? CATALOG_TEXTS.showImage(i + 1, images.length) : GALLERY_TEXTS.showVideo}
                aria-pressed={i === index}
                sx={{
                  display: 'block',
                  position: 'relative',
                  border: 2,
                  borderColor: i === index ? 'secondary.main' : 'transparent',
                  opacity: i === index ? 1 : 0.75,
                  transition: 'opacity 150ms, border-color 150ms',
                  '&:hover, &.Mui-focusVisible': { opacity: 1, borderColor: 'secondary.dark' },
                }}
              >
                <Thumbnail item={item} />
              </ButtonBase>
            </li>
          ))}
        </Box>
      )}
      {viewerAt !== null && (
        <Suspense fallback={<ViewerLoading />}>
          <ProductViewer
            title={GALLERY_TEXTS.viewer(name)}
            items={items}
            imageCount={images.length}
            startAt={viewerAt}
            onClose={(at) => {
              setSelected(at);
              setViewerAt(null);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}

const THUMB_SX = { display: 'block', width: THUMB_SIZE, height: THUMB_SIZE, objectFit: 'cover', bgcolor: 'divider' } as const;

function Thumbnail({ item }: { item: GalleryItem }) {
  if (item.kind === 'image') {
    return <Box component="img" src={item.url} srcSet={responsiveSrcSet(item.url, getMediaBase())} sizes={`${THUMB_SIZE}px`} alt="" width={THUMB_SIZE} height={THUMB_SIZE} loading="lazy" decoding="async" sx={THUMB_SX} />;
  }
  return (
    <>
      {item.posterUrl ? (
        <Box component="img" src={item.posterUrl} srcSet={responsiveSrcSet(item.posterUrl, getMediaBase())} sizes={`${THUMB_SIZE}px`} alt="" width={THUMB_SIZE} height={THUMB_SIZE} loading="lazy" decoding="async" sx={THUMB_SX} />
      ) : (
        <Box component="span" sx={{ ...THUMB_SX, bgcolor: '#2b2b2b' }} />
      )}
      <Box component="span" aria-hidden="true" sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', color: '#fff', bgcolor: 'rgba(0, 0, 0, 0.35)' }}>
        <PlayCircleIcon sx={{ fontSize: 32 }} />
        <Typography component="span" sx={{ fontSize: '0.7rem', fontWeight: 700, letterSpacing: '0.04em', textTransform: 'uppercase' }}>
          {GALLERY_TEXTS.video}
        </Typography>
      </Box>
    </>
  );
}

/** While the viewer's code arrives: the dark screen it opens on. */
function ViewerLoading() {
  return (
    <Box role="status" sx={{ position: 'fixed', inset: 0, zIndex: 1300, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: '#111', color: 'rgba(255, 255, 255, 0.8)' }}>
      {GALLERY_TEXTS.loading}
    </Box>
  );
}
