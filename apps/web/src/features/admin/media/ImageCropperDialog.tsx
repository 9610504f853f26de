// The image cropper dialog: choose a file (or start from a
// stored image, to crop it again), move a frame of the use's recommended shape over
// it (starting at 90% of the image), see a preview, then save a WebP scaled to the
// recommended size, or the original file.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CropIcon from '@mui/icons-material/Crop';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { ADMIN_TEXTS, CROPPER_MAX_HEIGHT, CROPPER_MAX_WIDTH, IMAGE_USES, MESSAGES, TEXTS, type ImageUse } from '@hair/domain';
import { readCspNonce } from '@hair/ui';
import { enqueueSnackbar } from '../../../lib/toast';
import { cropToDataUrl, drawCrop, loadImage } from './crop-canvas';
import {
  cropAspect,
  dataUrlBytes,
  formatMegabytes,
  imageTooLargeMessage,
  initialCropArea,
  outputSize,
  recommendedSize,
  type CropArea,
  type Size,
} from './crop-geometry';
import { fileToDataUrl, imageFromUrl } from './uploads';

export interface CroppedImage {
  /** A WebP data URL (or the original file's data URL with 'Keep original'). */
  dataUrl: string;
  /** The chosen file's name, for building the upload name. */
  sourceName: string;
}

export interface ImageCropperDialogProps {
  open: boolean;
  /** Sets the output size and the size limit (IMAGE_USES). */
  use: ImageUse;
  onClose(): void;
  /** Called with the image; the dialog then calls onClose. */
  onSave(image: CroppedImage): void;
  /** Defaults to 'Crop image'. */
  title?: string;
  /** A stored image to start from (cropping it again); without it the admin chooses a file. */
  sourceUrl?: string;
}

/** The dialog's own labels; Change Image, Crop Image, Keep original, Cancel and Save Image come from TEXTS. */
export const CROPPER_TEXTS = {
  title: 'Crop image',
  chooseImage: 'Choose image',
  fileTypes: 'JPEG, PNG, WebP, GIF or AVIF',
  imageToCrop: 'Image to crop',
  cropFrame: 'Crop frame: drag to move, arrow keys to nudge',
  preview: 'Preview',
  livePreview: 'Crop preview',
  loadingImage: 'Loading image…',
  loadFailed: 'Could not load the image',
  croppedImage: 'Cropped image',
  originalImage: 'Original image',
  zoom: 'Zoom',
} as const;

const PREVIEW_MAX: Size = { width: 320, height: 180 };
const MAX_ZOOM = 4;

/** Recommended size and limit of a use, e.g. 'Recommended 400 × 225 px · up to 2 MB'. */
export function imageUseHint(use: ImageUse): string {
  const size = recommendedSize(use);
  const limit = `up to ${formatMegabytes(IMAGE_USES[use].maxBytes)} MB`;
  return size ? `Recommended ${size.width} × ${size.height} px · ${limit}` : `Any size · ${limit}`;
}

export function ImageCropperDialog({ open, use, onClose, onSave, title = CROPPER_TEXTS.title, sourceUrl }: ImageCropperDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  // A new session after each close, so the next opening starts empty.
  const [session, setSession] = useState(0);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      slotProps={{ transition: { onExited: () => setSession((s) => s + 1) } }}
    >
      <DialogTitle sx={{ pb: 0.5 }}>{title}</DialogTitle>
      <CropperBody key={session} use={use} onClose={onClose} onSave={onSave} sourceUrl={sourceUrl} />
    </Dialog>
  );
}

interface Source {
  id: number;
  name: string;
  dataUrl: string;
  image: HTMLImageElement;
}

function CropperBody({ use, onClose, onSave, sourceUrl }: Pick<ImageCropperDialogProps, 'use' | 'onClose' | 'onSave' | 'sourceUrl'>) {
  const fileInput = useRef<HTMLInputElement>(null);
  const previewCanvas = useRef<HTMLCanvasElement>(null);
  const [source, setSource] = useState<Source | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropArea | null>(null);
  const [keepOriginal, setKeepOriginal] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [nonce] = useState(() => readCspNonce());
  const [loading, setLoading] = useState(Boolean(sourceUrl));

  const natural = source ? { width: source.image.naturalWidth, height: source.image.naturalHeight } : null;
  const aspect = natural ? cropAspect(use, natural) : 1;
  const output = area ? outputSize(use, area) : null;
  const previewSize = output ? fitInside(output, PREVIEW_MAX) : null;

  const previewWidth = previewSize?.width;
  const previewHeight = previewSize?.height;
  // The live preview follows the frame.
  useEffect(() => {
    const canvas = previewCanvas.current;
    if (!canvas || !source || !area || !previewWidth || !previewHeight) return;
    drawCrop(canvas, source.image, area, { width: previewWidth, height: previewHeight });
  }, [source, area, previewWidth, previewHeight, result, keepOriginal]);

  /** A new picture to crop: the frame, zoom and result start over. */
  const show = (name: string, dataUrl: string, image: HTMLImageElement) => {
    setSource((previous) => ({ id: (previous?.id ?? 0) + 1, name, dataUrl, image }));
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setResult(null);
    setKeepOriginal(false);
  };

  // A stored image is fetched once, when the dialog opens with it.
  useEffect(() => {
    if (!sourceUrl) return;
    let current = true;
    imageFromUrl(sourceUrl)
      .then(({ name, dataUrl }) => loadImage(dataUrl).then((image) => current && show(name, dataUrl, image)))
      .catch(() => current && setError(CROPPER_TEXTS.loadFailed))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [sourceUrl]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (!file.type.startsWith('image/')) {
      setError(MESSAGES.invalidImageFile);
      return;
    }
    try {
      const dataUrl = await fileToDataUrl(file);
      show(file.name, dataUrl, await loadImage(dataUrl));
    } catch {
      setError(MESSAGES.invalidImageFile);
    }
  };

  const cropNow = (): string | null => {
    if (!source || !area) return null;
    try {
      const dataUrl = cropToDataUrl(source.image, area, outputSize(use, area));
      setResult(dataUrl);
      enqueueSnackbar(ADMIN_TEXTS.imageCropped, { variant: 'success' });
      return dataUrl;
    } catch {
      enqueueSnackbar(ADMIN_TEXTS.cropImageFailed, { variant: 'error' });
      return null;
    }
  };

  const save = () => {
    if (!source) return;
    const dataUrl = keepOriginal ? source.dataUrl : (result ?? cropNow());
    if (!dataUrl) return;
    const tooLarge = imageTooLargeMessage(dataUrlBytes(dataUrl), use);
    if (tooLarge) {
      setError(tooLarge);
      return;
    }
    onSave({ dataUrl, sourceName: source.name });
    onClose();
  };

  const pickFile = () => fileInput.current?.click();
  const resultBytes = result ? dataUrlBytes(result) : 0;

  return (
    <>
      <DialogContent sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {imageUseHint(use)}
        </Typography>
        <input ref={fileInput} type="file" accept="image/*" hidden aria-label={CROPPER_TEXTS.chooseImage} onChange={choose} />
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {loading ? (
          <Stack role="status" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', minHeight: { xs: 220, sm: 280 }, color: 'text.secondary' }}>
            <CircularProgress size={32} aria-hidden />
            <Typography>{CROPPER_TEXTS.loadingImage}</Typography>
          </Stack>
        ) : !source || !natural ? (
          <Stack
            spacing={2}
            sx={{
              alignItems: 'center',
              justifyContent: 'center',
              textAlign: 'center',
              minHeight: { xs: 220, sm: 280 },
              border: 2,
              borderStyle: 'dashed',
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.default',
              px: 3,
            }}
          >
            <AddPhotoAlternateIcon sx={{ fontSize: 48, color: 'secondary.dark' }} aria-hidden />
            <Typography color="text.secondary">{CROPPER_TEXTS.fileTypes}</Typography>
            <Button variant="contained" onClick={pickFile} startIcon={<AddPhotoAlternateIcon />}>
              {CROPPER_TEXTS.chooseImage}
            </Button>
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Box
              sx={{
                position: 'relative',
                width: '100%',
                maxWidth: CROPPER_MAX_WIDTH,
                mx: 'auto',
                height: { xs: 260, sm: 340, md: `min(${CROPPER_MAX_HEIGHT}px, 46vh)` },
                bgcolor: 'primary.main',
                borderRadius: 1,
                overflow: 'hidden',
                opacity: keepOriginal ? 0.35 : 1,
                pointerEvents: keepOriginal ? 'none' : 'auto',
              }}
            >
              <Cropper
                key={source.id}
                image={source.dataUrl}
                aspect={aspect}
                crop={crop}
                zoom={zoom}
                maxZoom={MAX_ZOOM}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropAreaChange={(_percent: Area, pixels: Area) => {
                  setArea(pixels);
                  setResult(null);
                }}
                initialCroppedAreaPixels={initialCropArea(natural, aspect)}
                nonce={nonce}
                mediaProps={{ alt: CROPPER_TEXTS.imageToCrop }}
                cropperProps={{ role: 'group', 'aria-label': CROPPER_TEXTS.cropFrame }}
              />
            </Box>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'flex-start' } }}>
              <Box sx={{ flex: '0 0 auto', width: { xs: '100%', md: PREVIEW_MAX.width } }}>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 0.75, fontWeight: 600, letterSpacing: '0.06em', textTransform: 'uppercase' }}>
                  {CROPPER_TEXTS.preview}
                </Typography>
                <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.default', p: 1, display: 'flex', justifyContent: 'center' }}>
                  {keepOriginal ? (
                    <Box component="img" src={source.dataUrl} alt={CROPPER_TEXTS.originalImage} sx={{ maxWidth: '100%', maxHeight: PREVIEW_MAX.height, display: 'block' }} />
                  ) : result ? (
                    <Box component="img" src={result} alt={CROPPER_TEXTS.croppedImage} sx={{ maxWidth: '100%', maxHeight: PREVIEW_MAX.height, display: 'block' }} />
                  ) : (
                    <Box component="canvas" ref={previewCanvas} role="img" aria-label={CROPPER_TEXTS.livePreview} sx={{ maxWidth: '100%', display: 'block' }} />
                  )}
                </Box>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.75 }}>
                  {keepOriginal
                    ? `Original · ${natural.width} × ${natural.height} px · ${formatMegabytes(dataUrlBytes(source.dataUrl))} MB`
                    : result && output
                      ? `Cropped · ${output.width} × ${output.height} px WebP · ${formatMegabytes(resultBytes)} MB`
                      : output
                        ? `Output ${output.width} × ${output.height} px WebP`
                        : ''}
                </Typography>
              </Box>
              <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <ZoomOutIcon fontSize="small" color="action" aria-hidden />
                  <Slider
                    aria-label={CROPPER_TEXTS.zoom}
                    size="small"
                    min={1}
                    max={MAX_ZOOM}
                    step={0.01}
                    value={zoom}
                    onChange={(_e, v) => setZoom(v)}
                    disabled={keepOriginal}
                    color="secondary"
                  />
                  <ZoomInIcon fontSize="small" color="action" aria-hidden />
                </Stack>
                <FormControlLabel
                  control={<Checkbox checked={keepOriginal} onChange={(e) => setKeepOriginal(e.target.checked)} />}
                  label={ADMIN_TEXTS.keepOriginal}
                />
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                  <Button variant="outlined" onClick={pickFile} startIcon={<AddPhotoAlternateIcon />}>
                    {ADMIN_TEXTS.changeImage}
                  </Button>
                  <Button variant="outlined" onClick={cropNow} disabled={keepOriginal || !area} startIcon={<CropIcon />}>
                    {ADMIN_TEXTS.cropImage}
                  </Button>
                </Stack>
              </Stack>
            </Stack>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          {TEXTS.cancel}
        </Button>
        <Button variant="contained" onClick={save} disabled={!source}>
          {ADMIN_TEXTS.saveImage}
        </Button>
      </DialogActions>
    </>
  );
}

/** The largest size of the same shape that fits inside the box. */
function fitInside(size: Size, box: Size): Size {
  const scale = Math.min(box.width / size.width, box.height / size.height);
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}
