// An image given by URL or uploaded through the cropper, with its preview.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import CropIcon from '@mui/icons-material/Crop';
import { resolveMediaUrl } from '@hair/domain';
import { getApiOrigin } from '../../../lib/api-base';
import { isInlineImage } from './hero-images';

interface ImageFieldProps {
  /** The URL field's label, e.g. 'Image URL 1'. */
  label: string;
  url: string;
  onUrlChange(url: string): void;
  onUpload(): void;
  /** Width over height of the preview (the use's recommended shape). */
  aspect: number;
  /** The preview's alt text. */
  previewAlt: string;
  uploadLabel?: string;
  disabled?: boolean;
  /** More fields beside the preview, under the URL (e.g. the alt text). */
  children?: ReactNode;
}

export function ImageField({ label, url, onUrlChange, onUpload, aspect, previewAlt, uploadLabel = 'Upload & crop', disabled = false, children }: ImageFieldProps) {
  const inline = isInlineImage(url);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      <Box
        sx={{
          flex: '0 0 auto',
          width: { xs: '100%', sm: 176 },
          // A wide preview may fill a phone's row; a square or upright one stays small.
          maxWidth: aspect > 1.5 ? 280 : 176,
          aspectRatio: String(aspect),
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.default',
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {url.trim() ? (
          <Box component="img" src={inline ? url : resolveMediaUrl(url.trim(), getApiOrigin())} alt={previewAlt} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        ) : (
          <ImageOutlinedIcon sx={{ fontSize: 40, color: 'text.disabled' }} aria-hidden />
        )}
      </Box>
      <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'flex-start' } }}>
          <TextField
            label={label}
            size="small"
            fullWidth
            value={inline ? '' : url}
            placeholder={inline ? 'Cropped image' : 'https://… or /uploads/…'}
            helperText={inline ? 'Cropped image — uploaded when you click Save' : undefined}
            onChange={(e) => onUrlChange(e.target.value)}
            disabled={disabled}
            slotProps={{ htmlInput: { inputMode: 'url' } }}
          />
          <Box sx={{ flexShrink: 0 }}>
            <Button variant="outlined" startIcon={<CropIcon />} onClick={onUpload} disabled={disabled} sx={{ whiteSpace: 'nowrap', height: 40 }}>
              {uploadLabel}
            </Button>
          </Box>
        </Stack>
        {children}
      </Stack>
    </Stack>
  );
}
