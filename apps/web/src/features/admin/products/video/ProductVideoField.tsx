// The product editor's QC video: upload an MP4 or WebM (up to 25 MB, with its
// progress), watch it, replace or remove it; and its poster, the picture shown
// before it plays. Files stored here belong to the form's visit until the product
// is saved (useImageSession), like its pictures.
import { useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import VideoIcon from '@mui/icons-material/VideoFileOutlined';
import { ADMIN_TEXTS, MB, VIDEO_MAX_BYTES, resolveMediaUrl } from '@hair/domain';
import { getApiOrigin } from '../../../../lib/api-base';
import { enqueueSnackbar } from '../../../../lib/toast';
import { fileToDataUrl, imageFileProblem, uploadNames, useUploadImage } from '../../media/uploads';
import { FieldCard } from '../ProductImageFields';
import { NO_VIDEO, videoFileProblem, type ProductVideoValues } from './product-video-form';
import { uploadVideoFile } from './video-upload';

export const VIDEO_FIELD_TEXTS = {
  title: 'QC video',
  hint: `A short clip of the hair, MP4 or WebM, up to ${VIDEO_MAX_BYTES / MB} MB. It follows the pictures on the product page.`,
  upload: 'Upload video',
  replace: 'Replace video',
  remove: 'Remove video',
  uploading: (percent: number): string => `Uploading the video… ${percent}%`,
  uploaded: 'Video uploaded',
  preview: 'QC video preview',
  poster: 'Poster image',
  posterHint: 'Shown before the video plays. Without one, buyers see a dark frame with a play sign.',
  addPoster: 'Add poster image',
  removePoster: 'Remove poster',
  posterAlt: 'Poster image preview',
} as const;

const VIDEO_ACCEPT = 'video/mp4,video/webm';
const mediaUrl = (url: string) => resolveMediaUrl(url, getApiOrigin());
const filesOf = (...urls: (string | null)[]): string[] => urls.filter((url): url is string => url !== null);

export interface ProductVideoFieldProps {
  video: ProductVideoValues;
  /** The product's category, for the poster's file name. */
  category: string;
  disabled: boolean;
  /** The form's new video values, and the files that left the form. */
  onChange(next: ProductVideoValues, removed: readonly string[]): void;
  /** A file stored during this visit. */
  onStored(url: string): void;
  onBusyChange(busy: boolean): void;
}

export function ProductVideoField({ video, category, disabled, onChange, onStored, onBusyChange }: ProductVideoFieldProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const { mutateAsync: uploadImage } = useUploadImage();
  const busy = disabled || progress !== null;

  const chosen = (event: ChangeEvent<HTMLInputElement>): File | null => {
    const file = event.target.files?.[0] ?? null;
    // The same file can be chosen again later.
    event.target.value = '';
    return file;
  };

  const uploadVideo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = chosen(event);
    if (!file) return;
    const problem = videoFileProblem(file);
    if (problem) return void enqueueSnackbar(problem, { variant: 'error' });
    setProgress(0);
    onBusyChange(true);
    try {
      const url = await uploadVideoFile(file, (fraction) => setProgress(Math.round(fraction * 100)));
      onStored(url);
      onChange({ ...video, url }, filesOf(video.url));
      enqueueSnackbar(VIDEO_FIELD_TEXTS.uploaded, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(`${file.name}: ${(error as Error).message}`, { variant: 'error' });
    } finally {
      setProgress(null);
      onBusyChange(false);
    }
  };

  const uploadPoster = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = chosen(event);
    if (!file) return;
    const problem = imageFileProblem(file, 'product');
    if (problem) return void enqueueSnackbar(problem, { variant: 'error' });
    onBusyChange(true);
    try {
      const { url } = await uploadImage({ fileName: uploadNames.product(category), dataUrl: await fileToDataUrl(file), section: 'product' });
      onStored(url);
      onChange({ ...video, posterUrl: url }, filesOf(video.posterUrl));
      enqueueSnackbar(ADMIN_TEXTS.imageUploaded, { variant: 'success' });
    } catch {
      enqueueSnackbar(ADMIN_TEXTS.uploadImageFailed, { variant: 'error' });
    } finally {
      onBusyChange(false);
    }
  };

  return (
    <FieldCard title={VIDEO_FIELD_TEXTS.title} hint={VIDEO_FIELD_TEXTS.hint}>
      {video.url ? (
        <Box
          component="video"
          src={mediaUrl(video.url)}
          poster={video.posterUrl ? mediaUrl(video.posterUrl) : undefined}
          controls
          playsInline
          preload="metadata"
          aria-label={VIDEO_FIELD_TEXTS.preview}
          sx={{ display: 'block', width: '100%', maxHeight: 280, bgcolor: '#111', borderRadius: 1, mb: 2 }}
        />
      ) : (
        <Stack spacing={1} sx={{ alignItems: 'center', justifyContent: 'center', py: 3, mb: 2, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, color: 'text.secondary' }}>
          <VideoIcon sx={{ fontSize: 40 }} aria-hidden />
          <Typography variant="body2">No video yet</Typography>
        </Stack>
      )}
      {progress !== null && (
        <Box sx={{ mb: 2 }} role="status">
          <LinearProgress variant="determinate" value={progress} aria-label={VIDEO_FIELD_TEXTS.uploading(progress)} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {VIDEO_FIELD_TEXTS.uploading(progress)}
          </Typography>
        </Box>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" startIcon={<VideoIcon />} disabled={busy} sx={{ flex: '1 1 auto', whiteSpace: 'nowrap' }}>
          {video.url ? VIDEO_FIELD_TEXTS.replace : VIDEO_FIELD_TEXTS.upload}
          <input type="file" accept={VIDEO_ACCEPT} hidden onChange={(event) => void uploadVideo(event)} />
        </Button>
        {video.url && (
          <Button color="error" onClick={() => onChange(NO_VIDEO, filesOf(video.url, video.posterUrl))} disabled={busy}>
            {VIDEO_FIELD_TEXTS.remove}
          </Button>
        )}
      </Stack>

      {video.url && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="subtitle2" component="h3">
            {VIDEO_FIELD_TEXTS.poster}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {VIDEO_FIELD_TEXTS.posterHint}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            {video.posterUrl && (
              <Box component="img" src={mediaUrl(video.posterUrl)} alt={VIDEO_FIELD_TEXTS.posterAlt} sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />
            )}
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button component="label" variant="outlined" startIcon={<AddPhotoIcon />} disabled={busy}>
                {VIDEO_FIELD_TEXTS.addPoster}
                <input type="file" accept="image/*" hidden onChange={(event) => void uploadPoster(event)} />
              </Button>
              {video.posterUrl && (
                <Button color="error" onClick={() => onChange({ ...video, posterUrl: null }, filesOf(video.posterUrl))} disabled={busy}>
                  {VIDEO_FIELD_TEXTS.removePoster}
                </Button>
              )}
            </Stack>
          </Stack>
        </Box>
      )}
    </FieldCard>
  );
}
