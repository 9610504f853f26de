// The product editor's pictures (spec point 2): the primary image, uploaded
// through the cropper (square, 800 x 800) with a preview and Remove, and the
// gallery, uploaded several files at a time, each with its own Remove.
import { useState, type ChangeEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import CollectionsIcon from '@mui/icons-material/CollectionsOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { ADMIN_TEXTS, resolveMediaUrl } from '@hair/domain';
import { getApiOrigin } from '../../../lib/api-base';
import { ImageCropperDialog, imageUseHint, type CroppedImage } from '../media/ImageCropperDialog';

export const PRIMARY_IMAGE = 'Primary Image';
export const GALLERY_IMAGES = 'Gallery Images';
export const UPLOAD_IMAGE = 'Upload Image';
export const ADD_IMAGES = 'Add Images';
export const PRIMARY_PREVIEW_ALT = 'Primary image preview';
export const removeGalleryImage = (n: number): string => `Remove gallery image ${n}`;

const mediaUrl = (url: string) => resolveMediaUrl(url, getApiOrigin());

function FieldCard({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
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
  busy: boolean;
  onUpload(image: CroppedImage): void;
  onRemove(): void;
}

export function PrimaryImageField({ url, busy, onUpload, onRemove }: PrimaryImageFieldProps) {
  const [cropping, setCropping] = useState(false);
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
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<AddPhotoIcon />} onClick={() => setCropping(true)} disabled={busy} sx={{ flex: 1, whiteSpace: 'nowrap' }}>
          {UPLOAD_IMAGE}
        </Button>
        {url && (
          <Button color="error" onClick={onRemove} disabled={busy}>
            {ADMIN_TEXTS.remove}
          </Button>
        )}
      </Stack>
      <ImageCropperDialog open={cropping} use="product" title={PRIMARY_IMAGE} onClose={() => setCropping(false)} onSave={onUpload} />
    </FieldCard>
  );
}

export interface GalleryFieldProps {
  urls: readonly string[];
  busy: boolean;
  onAdd(files: File[]): void;
  onRemove(url: string): void;
}

export function GalleryField({ urls, busy, onAdd, onRemove }: GalleryFieldProps) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // The same files can be chosen again later.
    event.target.value = '';
    if (files.length > 0) onAdd(files);
  };
  return (
    <FieldCard title={GALLERY_IMAGES} hint={`Choose several pictures at once. ${imageUseHint('product')}`}>
      {urls.length === 0 ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary', mb: 2 }}>
          <CollectionsIcon fontSize="small" aria-hidden />
          <Typography variant="body2">No gallery images yet</Typography>
        </Stack>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
          {urls.map((url, index) => (
            <Box component="li" key={url} sx={{ position: 'relative', aspectRatio: '1 / 1', borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
              <Box component="img" src={mediaUrl(url)} alt={`Gallery image ${index + 1}`} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
              <IconButton
                size="small"
                onClick={() => onRemove(url)}
                disabled={busy}
                aria-label={removeGalleryImage(index + 1)}
                sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'rgba(26, 20, 16, 0.72)', color: '#fff', '&:hover': { bgcolor: 'primary.main' } }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Button component="label" variant="outlined" startIcon={<CollectionsIcon />} disabled={busy} fullWidth>
        {ADD_IMAGES}
        <input type="file" accept="image/*" multiple hidden onChange={choose} />
      </Button>
    </FieldCard>
  );
}
