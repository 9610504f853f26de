// 'Add New Testimonial' / 'Edit Testimonial'. A cropped photo
// stays in the browser until the testimonial is saved, so cancelling the
// dialog leaves no unused file in storage.
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { ADMIN_TEXTS, MAX_RATING, MIN_RATING, TEXTS, resolveMediaUrl, type Testimonial } from '@hair/domain';
import { getApiOrigin } from '../../../lib/api-base';
import { enqueueSnackbar } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { confirmDiscard, differsFromSaved, useUnsavedChanges } from '../forms/unsaved-changes';
import { SwitchWithHint } from '../layout/SwitchWithHint';
import { ImageCropperDialog, type CroppedImage } from '../media/ImageCropperDialog';
import { useUploadImage } from '../media/uploads';
import {
  EMPTY_TESTIMONIAL_FORM,
  readTestimonialForm,
  testimonialPhotoName,
  testimonialToForm,
  type TestimonialFieldErrors,
  type TestimonialFormValues,
} from './testimonial-form';
import { TESTIMONIAL_ADMIN_TEXTS } from './texts';

const RATINGS = Array.from({ length: MAX_RATING - MIN_RATING + 1 }, (_, i) => MIN_RATING + i);

export interface TestimonialDialogProps {
  open: boolean;
  /** The testimonial to edit; null adds a new one. */
  testimonial: Testimonial | null;
  onClose(): void;
}

export function TestimonialDialog({ open, testimonial, onClose }: TestimonialDialogProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [initial] = useState<TestimonialFormValues>(() => (testimonial ? testimonialToForm(testimonial) : EMPTY_TESTIMONIAL_FORM));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TestimonialFieldErrors>({});
  const [photo, setPhoto] = useState<CroppedImage | null>(null);
  const [cropperOpen, setCropperOpen] = useState(false);
  const upload = useUploadImage();
  const create = useMutation(trpc.testimonials.create.mutationOptions());
  const update = useMutation(trpc.testimonials.update.mutationOptions());
  const saving = upload.isPending || create.isPending || update.isPending;
  const isEdit = testimonial !== null;
  const dirty = open && (photo !== null || differsFromSaved(values, initial));
  const markSaved = useUnsavedChanges(dirty);
  // Cancel is the admin's own choice; Escape or a click beside the dialog asks first.
  const dismiss = () => {
    if (confirmDiscard(dirty)) onClose();
  };

  function change<K extends keyof TestimonialFormValues>(field: K, value: TestimonialFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = readTestimonialForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    try {
      const body = { ...result.body };
      if (photo) {
        const stored = await upload.mutateAsync({ fileName: testimonialPhotoName(), dataUrl: photo.dataUrl, section: 'testimonials' });
        body.image_url = stored.url;
      }
      if (testimonial) await update.mutateAsync({ id: testimonial.id, ...body });
      else await create.mutateAsync(body);
      await queryClient.invalidateQueries({ queryKey: trpc.testimonials.list.queryKey() });
      enqueueSnackbar(isEdit ? ADMIN_TEXTS.testimonialUpdated : ADMIN_TEXTS.testimonialCreated, { variant: 'success' });
      markSaved();
      onClose();
    } catch {
      enqueueSnackbar(ADMIN_TEXTS.saveTestimonialFailed, { variant: 'error' });
    }
  }

  const previewUrl = photo?.dataUrl ?? resolveMediaUrl(values.image_url, getApiOrigin());

  return (
    <Dialog open={open} onClose={saving ? undefined : dismiss} fullWidth maxWidth="sm" aria-labelledby="testimonial-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="testimonial-dialog-title">{isEdit ? ADMIN_TEXTS.editTestimonial : ADMIN_TEXTS.addNewTestimonial}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <TextField
              label={TESTIMONIAL_ADMIN_TEXTS.quote}
              value={values.quote}
              onChange={(e) => change('quote', e.target.value)}
              error={Boolean(errors.quote)}
              helperText={errors.quote}
              multiline
              minRows={3}
              required
              autoFocus
            />
            <TextField
              label={TESTIMONIAL_ADMIN_TEXTS.authorName}
              value={values.author}
              onChange={(e) => change('author', e.target.value)}
              error={Boolean(errors.author)}
              helperText={errors.author}
              required
            />
            <TextField
              label={TESTIMONIAL_ADMIN_TEXTS.role}
              value={values.role}
              onChange={(e) => change('role', e.target.value)}
              error={Boolean(errors.role)}
              helperText={errors.role}
            />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Avatar src={previewUrl || undefined} alt="" sx={{ width: 56, height: 56, mt: 0.5, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
                {values.author.trim().charAt(0).toUpperCase() || undefined}
              </Avatar>
              <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
                <TextField
                  label={TESTIMONIAL_ADMIN_TEXTS.imageUrl}
                  value={photo ? TESTIMONIAL_ADMIN_TEXTS.photoPending : values.image_url}
                  onChange={(e) => change('image_url', e.target.value)}
                  error={Boolean(errors.image_url)}
                  helperText={errors.image_url}
                  disabled={photo !== null}
                  fullWidth
                />
                <Stack direction="row" spacing={1}>
                  <Button size="small" variant="outlined" startIcon={<PhotoCameraOutlined />} onClick={() => setCropperOpen(true)}>
                    {TESTIMONIAL_ADMIN_TEXTS.uploadPhoto}
                  </Button>
                  {photo && (
                    <Button size="small" onClick={() => setPhoto(null)}>
                      {TESTIMONIAL_ADMIN_TEXTS.discardPhoto}
                    </Button>
                  )}
                </Stack>
              </Stack>
            </Stack>
            <TextField
              select
              label={TESTIMONIAL_ADMIN_TEXTS.rating}
              value={values.rating}
              onChange={(e) => change('rating', Number(e.target.value))}
            >
              {RATINGS.map((n) => (
                <MenuItem key={n} value={n}>
                  {TEXTS.ratingOption(n)}
                </MenuItem>
              ))}
            </TextField>
            <SwitchWithHint id="testimonial-featured-hint" label={ADMIN_TEXTS.featured} hint={ADMIN_TEXTS.featuredHint} checked={values.featured} onChange={(checked) => change('featured', checked)} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={saving}>
            {TEXTS.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {isEdit ? ADMIN_TEXTS.updateTestimonial : ADMIN_TEXTS.createTestimonial}
          </Button>
        </DialogActions>
      </form>
      <ImageCropperDialog
        open={cropperOpen}
        use="testimonials"
        onClose={() => setCropperOpen(false)}
        onSave={setPhoto}
        title={TESTIMONIAL_ADMIN_TEXTS.photoDialogTitle}
      />
    </Dialog>
  );
}
