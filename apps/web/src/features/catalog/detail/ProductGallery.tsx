// The product's main image and its thumbnails: the first image is selected at
// start and a thumbnail click shows it large. The main viewer shows the whole
// picture, letterboxed in a fixed square box, so a wide photo keeps its sides and
// nothing moves when another image is chosen; the thumbnails are square crops.
import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { IMAGE_USES, responsiveSrcSet, type ProductImage } from '@hair/domain';
import { CATALOG_TEXTS } from '../catalog-texts';

const IMAGE_SIZE = IMAGE_USES.product.width ?? 800;
const THUMB_SIZE = 84;

export interface ProductGalleryProps {
  name: string;
  /** Never empty: productImagesWithAlts() gives the placeholder when there is no image. */
  images: readonly ProductImage[];
}

export function ProductGallery({ name, images }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const index = Math.min(selected, images.length - 1);
  const shown = images[index]!;
  return (
    <Box>
      <Box
        component="img"
        src={shown.url}
        srcSet={responsiveSrcSet(shown.url)}
        sizes="(max-width: 899px) 100vw, 600px"
        alt={shown.alt || CATALOG_TEXTS.imageAlt(name, index + 1)}
        width={IMAGE_SIZE}
        height={IMAGE_SIZE}
        fetchPriority="high"
        decoding="async"
        data-testid="product-main-image"
        sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'contain', bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
      />
      {images.length > 1 && (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0, mt: 2 }}>
          {images.map(({ url: src }, i) => (
            <li key={src}>
              <ButtonBase
                onClick={() => setSelected(i)}
                aria-label={CATALOG_TEXTS.showImage(i + 1, images.length)}
                aria-pressed={i === index}
                sx={{
                  display: 'block',
                  border: 2,
                  borderColor: i === index ? 'secondary.main' : 'transparent',
                  opacity: i === index ? 1 : 0.75,
                  transition: 'opacity 150ms, border-color 150ms',
                  '&:hover, &.Mui-focusVisible': { opacity: 1, borderColor: 'secondary.dark' },
                }}
              >
                <Box
                  component="img"
                  src={src}
                  srcSet={responsiveSrcSet(src)}
                  sizes={`${THUMB_SIZE}px`}
                  alt=""
                  width={THUMB_SIZE}
                  height={THUMB_SIZE}
                  loading="lazy"
                  decoding="async"
                  sx={{ display: 'block', width: THUMB_SIZE, height: THUMB_SIZE, objectFit: 'cover', bgcolor: 'divider' }}
                />
              </ButtonBase>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
