// The product editor's pictures: the primary image, uploaded through the cropper
// (square, 800 x 800) with a preview, its alt text, Crop Again and Remove; and the
// gallery, uploaded several files at a time, each picture with its alt text, Crop,
// Remove, and its place in the order, changed by dragging or by the Move buttons.
import { useEffect, useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import CollectionsIcon from '@mui/icons-material/CollectionsOutlined';
import CropIcon from '@mui/icons-material/Crop';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { ADMIN_TEXTS, MAX_ALT_TEXT_LENGTH, resolveMediaUrl } from '@hair/domain';
import { getApiOrigin } from '../../../lib/api-base';
import { visuallyHidden } from '../../catalog/detail/visually-hidden';
import { ImageCropperDialog, imageUseHint, type CroppedImage } from '../media/ImageCropperDialog';
import type { GalleryImage } from './product-form';

export const PRIMARY_IMAGE = 'Primary Image';
export const GALLERY_IMAGES = 'Gallery Images';
export const UPLOAD_IMAGE = 'Upload Image';
export const CROP_AGAIN = 'Crop Again';
export const ADD_IMAGES = 'Add Images';
export const ALT_TEXT = 'Alt text';
export const PRIMARY_PREVIEW_ALT = 'Primary image preview';
export const PRIMARY_ALT_LABEL = 'Alt text of the primary image';
export const ALT_TEXT_HINT = 'Describes the picture for screen readers and search engines.';
export const GALLERY_ORDER_HINT = 'Drag a picture, or use its Move buttons, to change the order the product page shows.';
export const galleryImageName = (n: number): string => `Gallery image ${n}`;
export const removeGalleryImage = (n: number): string => `Remove gallery image ${n}`;
export const cropGalleryImage = (n: number): string => `Crop gallery image ${n}`;
export const moveGalleryImage = (n: number, direction: MoveDirection): string => `Move gallery image ${n} ${direction}`;
export const galleryAltLabel = (n: number): string => `Alt text of gallery image ${n}`;
export const galleryImageMoved = (to: number, total: number): string => `Gallery image moved to position ${to} of ${total}`;

type MoveDirection = 'up' | 'down';

const mediaUrl = (url: string) => resolveMediaUrl(url, getApiOrigin());

export function FieldCard({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const id = `${title.toLowerCase().replace(/\s+/g, '-')}-title`;
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent sx={{ p: 2.5 }}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {hint}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export interface PrimaryImageFieldProps {
  url: string | null;
  alt: string;
  altError?: string;
  busy: boolean;
  /** A new picture, or the stored one cropped again: it takes the primary image's place. */
  onUpload(image: CroppedImage): void;
  onAltChange(alt: string): void;
  onRemove(): void;
}

export function PrimaryImageField({ url, alt, altError, busy, onUpload, onAltChange, onRemove }: PrimaryImageFieldProps) {
  const [cropping, setCropping] = useState<'new' | 'stored' | null>(null);
  // Kept while the dialog closes, so its content does not change during the fade.
  const [cropSource, setCropSource] = useState<string | undefined>(undefined);
  const openCropper = (kind: 'new' | 'stored') => {
    setCropSource(kind === 'stored' && url ? mediaUrl(url) : undefined);
    setCropping(kind);
  };
  return (
    <FieldCard title={PRIMARY_IMAGE} hint={imageUseHint('product')}>
      <Box sx={{ aspectRatio: '1 / 1', borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'background.default', mb: 2 }}>
        {url ? (
          <Box component="img" src={mediaUrl(url)} alt={PRIMARY_PREVIEW_ALT} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        ) : (
          <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', color: 'text.secondary' }} spacing={1}>
            <ImageIcon sx={{ fontSize: 44 }} aria-hidden />
            <Typography variant="body2">No image yet</Typography>
          </Stack>
        )}
      </Box>
      {url && (
        <TextField
          id="product-imageAlt"
          label={ALT_TEXT}
          value={alt}
          onChange={(event) => onAltChange(event.target.value)}
          error={Boolean(altError)}
          helperText={altError ?? ALT_TEXT_HINT}
          size="small"
          fullWidth
          sx={{ mb: 2 }}
          slotProps={{ htmlInput: { maxLength: MAX_ALT_TEXT_LENGTH, 'aria-label': PRIMARY_ALT_LABEL } }}
        />
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<AddPhotoIcon />} onClick={() => openCropper('new')} disabled={busy} sx={{ flex: '1 1 auto', whiteSpace: 'nowrap' }}>
          {UPLOAD_IMAGE}
        </Button>
        {url && (
          <>
            <Button variant="outlined" startIcon={<CropIcon />} onClick={() => openCropper('stored')} disabled={busy} sx={{ flex: '1 1 auto', whiteSpace: 'nowrap' }}>
              {CROP_AGAIN}
            </Button>
            <Button color="error" onClick={onRemove} disabled={busy}>
              {ADMIN_TEXTS.remove}
            </Button>
          </>
        )}
      </Stack>
      <ImageCropperDialog open={cropping !== null} use="product" title={PRIMARY_IMAGE} sourceUrl={cropSource} onClose={() => setCropping(null)} onSave={onUpload} />
    </FieldCard>
  );
}

export interface GalleryFieldProps {
  images: readonly GalleryImage[];
  altError?: string;
  busy: boolean;
  onAdd(files: File[]): void;
  onRemove(url: string): void;
  onMove(from: number, to: number): void;
  onAltChange(index: number, alt: string): void;
  /** The picture at `url` cropped again: it takes that picture's place. */
  onRecrop(url: string, image: CroppedImage): void;
}

export function GalleryField({ images, altError, busy, onAdd, onRemove, onMove, onAltChange, onRecrop }: GalleryFieldProps) {
  const items = useRef(new Map<string, HTMLLIElement>());
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // After a move by button, the focus stays with the moved picture (on the other Move button at an end).
  const refocus = useRef<{ url: string; direction: MoveDirection } | null>(null);
  // Kept while the dialog closes, so its title does not change during the fade.
  const [crop, setCrop] = useState<{ url: string; title: string } | null>(null);
  const [cropOpen, setCropOpen] = useState(false);

  useEffect(() => {
    if (!refocus.current) return;
    const { url, direction } = refocus.current;
    refocus.current = null;
    const item = items.current.get(url);
    const same = item?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]:not(:disabled)`);
    (same ?? item?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus();
  });

  const move = (from: number, to: number) => {
    if (to < 0 || to >= images.length || from === to) return;
    onMove(from, to);
    setAnnouncement(galleryImageMoved(to + 1, images.length));
  };
  const moveByButton = (index: number, direction: MoveDirection) => {
    refocus.current = { url: images[index]!.url, direction };
    move(index, direction === 'up' ? index - 1 : index + 1);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // The same files can be chosen again later.
    event.target.value = '';
    if (files.length > 0) onAdd(files);
  };

  const endDrag = () => {
    setDragFrom(null);
    setDropAt(null);
  };
  const dragOver = (event: DragEvent, index: number) => {
    // Only our own pictures are dropped here; files and links are left to the browser.
    if (dragFrom === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDropAt(index);
  };
  const drop = (event: DragEvent, index: number) => {
    if (dragFrom === null) return;
    event.preventDefault();
    move(dragFrom, index);
    endDrag();
  };

  return (
    <FieldCard title={GALLERY_IMAGES} hint={`Choose several pictures at once. ${imageUseHint('product')}`}>
      {images.length === 0 ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary', mb: 2 }}>
          <CollectionsIcon fontSize="small" aria-hidden />
          <Typography variant="body2">No gallery images yet</Typography>
        </Stack>
      ) : (
        <>
          <Typography id="gallery-order-hint" variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
            {GALLERY_ORDER_HINT}
          </Typography>
          <Box component="ul" aria-label={GALLERY_IMAGES} aria-describedby="gallery-order-hint" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'grid', gap: 1 }}>
            {images.map(({ url, alt }, index) => {
              const n = index + 1;
              return (
                <Box
                  component="li"
                  key={url}
                  ref={(element: HTMLLIElement | null) => {
                    if (element) items.current.set(url, element);
                    else items.current.delete(url);
                  }}
                  onDragOver={(event: DragEvent) => dragOver(event, index)}
                  onDrop={(event: DragEvent) => drop(event, index)}
                  data-testid="gallery-item"
                  sx={{
                    display: 'grid',
                    gap: 1,
                    p: 1,
                    borderRadius: 1,
                    border: 1,
                    borderColor: dropAt === index && dragFrom !== index ? 'secondary.main' : 'divider',
                    bgcolor: 'background.paper',
                    opacity: dragFrom === index ? 0.5 : 1,
                  }}
                >
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Box
                      draggable={!busy}
                      onDragStart={(event: DragEvent<HTMLDivElement>) => {
                        event.dataTransfer.effectAllowed = 'move';
                        event.dataTransfer.setData('text/plain', url);
                        const row = items.current.get(url);
                        if (row) event.dataTransfer.setDragImage(row, 24, 24);
                        setDragFrom(index);
                      }}
                      onDragEnd={endDrag}
                      data-testid="gallery-drag-handle"
                      sx={{ display: 'flex', alignItems: 'center', flexShrink: 0, cursor: busy ? 'default' : 'grab', color: 'text.secondary' }}
                    >
                      <DragIndicatorIcon fontSize="small" aria-hidden />
                      <Box
                        component="img"
                        src={mediaUrl(url)}
                        alt={galleryImageName(n)}
                        draggable={false}
                        sx={{ width: 64, height: 64, objectFit: 'cover', display: 'block', borderRadius: 0.5, border: 1, borderColor: 'divider' }}
                      />
                    </Box>
                    <Stack direction="row" sx={{ flex: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <IconButton data-move="up" onClick={() => moveByButton(index, 'up')} disabled={busy || index === 0} aria-label={moveGalleryImage(n, 'up')}>
                        <ArrowUpwardIcon fontSize="small" />
                      </IconButton>
                      <IconButton data-move="down" onClick={() => moveByButton(index, 'down')} disabled={busy || index === images.length - 1} aria-label={moveGalleryImage(n, 'down')}>
                        <ArrowDownwardIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        onClick={() => {
                          setCrop({ url, title: cropGalleryImage(n) });
                          setCropOpen(true);
                        }}
                        disabled={busy}
                        aria-label={cropGalleryImage(n)}
                      >
                        <CropIcon fontSize="small" />
                      </IconButton>
                      <IconButton onClick={() => onRemove(url)} disabled={busy} aria-label={removeGalleryImage(n)} sx={{ ml: 'auto', color: 'error.main' }}>
                        <CloseIcon fontSize="small" />
                      </IconButton>
                    </Stack>
                  </Stack>
                  <TextField
                    label={ALT_TEXT}
                    value={alt}
                    onChange={(event) => onAltChange(index, event.target.value)}
                    size="small"
                    fullWidth
                    slotProps={{ htmlInput: { maxLength: MAX_ALT_TEXT_LENGTH, 'aria-label': galleryAltLabel(n) } }}
                  />
                </Box>
              );
            })}
          </Box>
          {altError && (
            <FormHelperText error sx={{ mt: -1, mb: 2 }}>
              {altError}
            </FormHelperText>
          )}
        </>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      <Button component="label" variant="outlined" startIcon={<CollectionsIcon />} disabled={busy} fullWidth>
        {ADD_IMAGES}
        <input type="file" accept="image/*" multiple hidden onChange={choose} />
      </Button>
      <ImageCropperDialog
        open={cropOpen}
        use="product"
        title={crop?.title}
        sourceUrl={crop ? mediaUrl(crop.url) : undefined}
        onClose={() => setCropOpen(false)}
        onSave={(image) => crop && onRecrop(crop.url, image)}
      />
    </FieldCard>
  );
}
