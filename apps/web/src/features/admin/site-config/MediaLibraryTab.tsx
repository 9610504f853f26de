// Media Library tab: upload images, a four-column grid with each
// file's name, Copy link and delete. A file still used on the site is refused by
// the server (409) with what uses it.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { ADMIN_TEXTS, IMAGE_USES, MESSAGES, resolveMediaUrl, type MediaItem } from '@hair/domain';
import { errorMessage, errorStatus } from '../../../lib/api-errors';
import { getApiOrigin } from '../../../lib/api-base';
import { copyWithToast } from '../../../lib/clipboard';
import { enqueueSnackbar } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { formatMegabytes } from '../media/crop-geometry';
import { fileToDataUrl, uploadNames, useUploadImage } from '../media/uploads';
import { SectionCard } from './SectionCard';

/** Four columns on a desktop, fewer on smaller screens. */
const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } } as const;

function absoluteUrl(url: string): string {
  return new URL(resolveMediaUrl(url, getApiOrigin()), window.location.origin).href;
}

function fileDetails(item: Pick<MediaItem, 'width' | 'height' | 'size'>): string {
  const parts = [];
  if (item.width && item.height) parts.push(`${item.width} × ${item.height}`);
  if (item.size) parts.push(item.size >= 1024 * 1024 ? `${formatMegabytes(item.size)} MB` : `${Math.max(1, Math.round(item.size / 1024))} KB`);
  return parts.join(' · ');
}

export function MediaLibraryTab() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const media = useQuery(trpc.media.list.queryOptions());
  const upload = useUploadImage();
  const remove = useMutation(trpc.media.delete.mutationOptions());
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    if (media.error) {
      console.error(ADMIN_TEXTS.loadMediaFailed, media.error);
      enqueueSnackbar(ADMIN_TEXTS.loadMediaFailed, { variant: 'error' });
    }
  }, [media.error]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.media.list.queryKey() });

  const uploadFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (!files.length) return;
    setUploading(true);
    for (const file of files) {
      if (!file.type.startsWith('image/')) {
        enqueueSnackbar(MESSAGES.invalidImageFile, { variant: 'error' });
        continue;
      }
      if (file.size > IMAGE_USES.media.maxBytes) {
        enqueueSnackbar(MESSAGES.fileTooLarge, { variant: 'error' });
        continue;
      }
      try {
        const dataUrl = await fileToDataUrl(file);
        await upload.mutateAsync({ fileName: uploadNames.siteMedia(file.name), dataUrl, createMedia: true, section: 'media' });
        enqueueSnackbar(ADMIN_TEXTS.mediaUploaded, { variant: 'success' });
      } catch (error) {
        console.error(ADMIN_TEXTS.mediaUploadFailed, error);
        enqueueSnackbar(ADMIN_TEXTS.mediaUploadFailed, { variant: 'error' });
      }
    }
    setUploading(false);
    await refresh();
  };

  const copyLink = (item: MediaItem) => copyWithToast(absoluteUrl(item.url));

  const deleteItem = async (item: MediaItem) => {
    if (!window.confirm(ADMIN_TEXTS.confirmDeleteMedia)) return;
    try {
      await remove.mutateAsync({ id: item.id });
      enqueueSnackbar(ADMIN_TEXTS.mediaDeleted, { variant: 'success' });
      await refresh();
    } catch (error) {
      // Still used on the site: the server says where, with the count.
      if (errorStatus(error) === 409) enqueueSnackbar(errorMessage(error, ADMIN_TEXTS.mediaDeleteFailed), { variant: 'warning' });
      else enqueueSnackbar(ADMIN_TEXTS.mediaDeleteFailed, { variant: 'error' });
    }
  };

  return (
    <SectionCard
      title="Media Library"
      description="Images for use anywhere on the site. Copy a link and paste it into an image field or the editor."
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {media.data ? `${media.data.length} ${media.data.length === 1 ? 'file' : 'files'}` : ' '} · up to {formatMegabytes(IMAGE_USES.media.maxBytes)} MB each
        </Typography>
        <Button variant="contained" startIcon={<CloudUploadIcon />} onClick={() => fileInput.current?.click()} disabled={uploading}>
          {uploading ? 'Uploading…' : 'Upload'}
        </Button>
        <input ref={fileInput} type="file" accept="image/*" multiple hidden aria-label="Upload media" onChange={uploadFiles} />
      </Stack>
      {uploading && <LinearProgress sx={{ mb: 2 }} aria-label="Uploading media" />}

      {media.isPending ? (
        <Box sx={GRID}>
          {Array.from({ length: 4 }, (_, i) => (
            <Box key={i}>
              <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto', borderRadius: 1 }} />
              <Skeleton width="70%" />
            </Box>
          ))}
        </Box>
      ) : media.data && media.data.length === 0 ? (
        <Stack spacing={1} sx={{ alignItems: 'center', py: 6, color: 'text.secondary', textAlign: 'center' }}>
          <PhotoLibraryOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
          <Typography>No media yet. Upload images to use them anywhere on the site.</Typography>
        </Stack>
      ) : (
        <Box component="ul" aria-label="Media files" sx={{ ...GRID, listStyle: 'none', p: 0, m: 0 }}>
          {media.data?.map((item) => (
            <Box key={item.id} component="li" sx={{ minWidth: 0 }}>
              <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                <Box
                  component="img"
                  src={resolveMediaUrl(item.url, getApiOrigin())}
                  alt={item.fileName}
                  loading="lazy"
                  sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block', bgcolor: 'background.default' }}
                />
                <CardContent sx={{ py: 1.25, px: 1.5, flex: 1, '&:last-child': { pb: 1.25 } }}>
                  <Typography variant="body2" noWrap title={item.fileName} sx={{ fontWeight: 600 }}>
                    {item.fileName}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {fileDetails(item)}
                  </Typography>
                </CardContent>
                <CardActions sx={{ px: 1, pt: 0, justifyContent: 'space-between' }}>
                  <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => copyLink(item)} aria-label={`${ADMIN_TEXTS.copyLink} to ${item.fileName}`}>
                    {ADMIN_TEXTS.copyLink}
                  </Button>
                  <Tooltip title={ADMIN_TEXTS.delete}>
                    <IconButton size="small" aria-label={`${ADMIN_TEXTS.delete} ${item.fileName}`} onClick={() => deleteItem(item)} sx={{ color: 'error.main' }}>
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </CardActions>
              </Card>
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
