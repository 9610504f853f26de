// The product create/edit form: Name, Category (labels show the
// parent), Featured, Price From and Price To, the primary image, the gallery,
// the QC video, the description, the product's facts and the trade terms that override the site's;
// Cancel and Save Product. Validation is shown inline.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_TEXTS, TEXTS, categoryLabel, categoryOptionLabel, type Category, type ImageUse } from '@hair/domain';
import { enqueueSnackbar } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { differsFromSaved, useUnsavedChanges } from '../forms/unsaved-changes';
import { RichTextEditor } from '../editor/RichTextEditor';
import { type CroppedImage } from '../media/ImageCropperDialog';
import { fileToDataUrl, imageFileProblem, uploadNames, useUploadImage } from '../media/uploads';
import { FACT_FIELDS, moveItem, productBody, usesImage, validateProductForm, type ProductFormErrors, type ProductFormValues } from './product-form';
import { ProductFactsFields } from './facts/ProductFactsFields';
import { GalleryField, PrimaryImageField } from './ProductImageFields';
import { TradeTermsOverride } from './TradeTermsOverride';
import { ProductVideoField } from './video/ProductVideoField';
import { useImageSession } from './useImageSession';

export const NO_CATEGORY = 'No category';
export const DESCRIPTION = 'Description';
const UPLOAD_SECTION = 'product' satisfies ImageUse;

export interface ProductFormProps {
  /** Absent for a new product. */
  productId?: string;
  initial: ProductFormValues;
  categories: readonly Category[];
}

export function ProductForm({ productId, initial, categories }: ProductFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  // Saved, or dropped with Cancel: no question when the form is left.
  const markSaved = useUnsavedChanges(differsFromSaved(values, initial));
  const images = useImageSession();
  const { mutateAsync: upload } = useUploadImage();
  const { mutateAsync: create } = useMutation(trpc.products.create.mutationOptions());
  const { mutateAsync: update } = useMutation(trpc.products.update.mutationOptions());

  const change = (patch: Partial<ProductFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // Once the admin has seen the messages, they follow the typing.
    if (Object.keys(errors).length > 0) setErrors(validateProductForm(next));
  };

  /** Takes an image out of the form, and out of storage when nothing else in the form shows it. */
  const dropImage = (url: string, next: ProductFormValues) => {
    setValues(next);
    if (!usesImage(next, url)) images.removed(url);
  };

  /** Stores a cropped picture and puts it where `previous` was (or in the empty primary place). */
  const storeCropped = async ({ dataUrl }: CroppedImage, previous: string | null, place: (current: ProductFormValues, url: string) => ProductFormValues) => {
    setUploading(true);
    try {
      const { url } = await upload({ fileName: uploadNames.product(values.category), dataUrl, section: UPLOAD_SECTION });
      images.added(url);
      const next = place(values, url);
      if (previous) dropImage(previous, next);
      else setValues(next);
      enqueueSnackbar(ADMIN_TEXTS.imageUploaded, { variant: 'success' });
    } catch {
      enqueueSnackbar(ADMIN_TEXTS.uploadImageFailed, { variant: 'error' });
    } finally {
      setUploading(false);
    }
  };

  /** The video's new values; the files that left the form are deleted unless the form still shows them. */
  const changeVideo = (video: ProductFormValues['video'], removed: readonly string[]) => {
    // An upload ends later: the fields typed meanwhile are kept.
    setValues((current) => ({ ...current, video }));
    for (const url of removed) if (!usesImage({ ...values, video }, url)) images.removed(url);
  };

  const uploadPrimary = (image: CroppedImage) => storeCropped(image, values.imageUrl, (current, url) => ({ ...current, imageUrl: url }));

  /** A gallery picture cropped again keeps its place and its alt text. */
  const recropGallery = (previous: string, image: CroppedImage) =>
    storeCropped(image, previous, (current, url) => ({ ...current, gallery: current.gallery.map((item) => (item.url === previous ? { ...item, url } : item)) }));

  const uploadGallery = async (files: File[]) => {
    const accepted: File[] = [];
    for (const file of files) {
      const problem = imageFileProblem(file, UPLOAD_SECTION);
      if (problem) enqueueSnackbar(problem, { variant: 'error' });
      else accepted.push(file);
    }
    if (accepted.length === 0) return;
    setUploading(true);
    const urls: string[] = [];
    const now = Date.now();
    try {
      for (const [index, file] of accepted.entries()) {
        const dataUrl = await fileToDataUrl(file);
        const { url } = await upload({ fileName: uploadNames.product(values.category, now + index), dataUrl, section: UPLOAD_SECTION });
        images.added(url);
        urls.push(url);
      }
      enqueueSnackbar(ADMIN_TEXTS.galleryUploaded, { variant: 'success' });
    } catch {
      enqueueSnackbar(ADMIN_TEXTS.galleryUploadFailed, { variant: 'error' });
    } finally {
      // Whatever was stored before a failure is shown (and cleaned up if the admin leaves).
      setValues((current) => ({ ...current, gallery: [...current.gallery, ...urls.map((url) => ({ url, alt: '' }))] }));
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProductForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (['name', 'priceFrom', 'priceTo', ...FACT_FIELDS, 'imageAlt', 'tradeTerms'] as const).find((field) => found[field]);
      if (first) document.getElementById(`product-${first}`)?.focus();
      return;
    }
    setSaving(true);
    let savedId: string;
    try {
      const body = productBody(values);
      savedId = productId ? (await update({ id: productId, ...body })).id : (await create(body)).id;
    } catch {
      enqueueSnackbar(ADMIN_TEXTS.saveProductFailed, { variant: 'error' });
      setSaving(false);
      return;
    }
    await images.saved(values);
    enqueueSnackbar(ADMIN_TEXTS.productSaved, { variant: 'success' });
    await queryClient.invalidateQueries({ queryKey: trpc.products.pathKey() });
    await queryClient.invalidateQueries({ queryKey: trpc.priceHistory.pathKey() });
    markSaved();
    setSaving(false);
    // The admin stays on the product: a new one opens as its edit page, where its grid is filled before it is published.
    if (!productId) await navigate({ to: '/admin/products/$id', params: { id: savedId }, replace: true });
  };

  // A stored category that is no longer in the tree still needs its option.
  const options = categories.some((c) => c.value === values.category) || values.category === '' ? categories : [...categories, { value: values.category, label: categoryLabel(values.category, categories), parent: null }];
  const busy = saving || uploading;

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate aria-label={productId ? ADMIN_TEXTS.editProduct : ADMIN_TEXTS.createProduct}>
      <Grid container spacing={{ xs: 2, md: 3 }}>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <Card component="section" aria-labelledby="product-details-title">
            <CardContent sx={{ p: 2.5 }}>
              <Typography id="product-details-title" variant="h6" component="h2" sx={{ mb: 2 }}>
                Details
              </Typography>
              <Stack spacing={2.5}>
                <TextField
                  id="product-name"
                  label="Name"
                  value={values.name}
                  onChange={(event) => change({ name: event.target.value })}
                  error={Boolean(errors.name)}
                  helperText={errors.name}
                  required
                  fullWidth
                />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                  <TextField
                    select
                    id="product-category"
                    label="Category"
                    value={values.category}
                    onChange={(event) => change({ category: event.target.value })}
                    fullWidth
                    slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
                  >
                    <MenuItem value="">{NO_CATEGORY}</MenuItem>
                    {options.map((c) => (
                      <MenuItem key={c.value} value={c.value}>
                        {categoryOptionLabel(c, categories)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <FormControlLabel
                    control={<Switch checked={values.featured} onChange={(event) => change({ featured: event.target.checked })} color="secondary" />}
                    label={ADMIN_TEXTS.featured}
                    sx={{ flexShrink: 0, minWidth: 140 }}
                  />
                </Stack>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  {(
                    [
                      ['priceFrom', 'Price From'],
                      ['priceTo', 'Price To'],
                    ] as const
                  ).map(([field, label]) => (
                    <TextField
                      key={field}
                      id={`product-${field}`}
                      label={label}
                      type="number"
                      value={values[field]}
                      onChange={(event) => change({ [field]: event.target.value })}
                      error={Boolean(errors[field])}
                      helperText={errors[field]}
                      fullWidth
                      slotProps={{
                        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                        htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' },
                      }}
                    />
                  ))}
                </Stack>
                <RichTextEditor label={DESCRIPTION} value={values.description} onChange={(html) => change({ description: html })} minHeight={240} />
              </Stack>
            </CardContent>
          </Card>
          <Box sx={{ mt: { xs: 2, md: 3 } }}>
            <ProductFactsFields value={values.facts} onChange={(facts) => change({ facts })} errors={errors} disabled={saving} />
          </Box>
          <Box sx={{ mt: { xs: 2, md: 3 } }}>
            <TradeTermsOverride value={values.tradeTerms} onChange={(tradeTerms) => change({ tradeTerms })} disabled={saving} />
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <Stack spacing={{ xs: 2, md: 3 }}>
            <PrimaryImageField
              url={values.imageUrl}
              alt={values.imageAlt}
              altError={errors.imageAlt}
              busy={busy}
              onUpload={(image) => void uploadPrimary(image)}
              onAltChange={(imageAlt) => change({ imageAlt })}
              onRemove={() => values.imageUrl && dropImage(values.imageUrl, { ...values, imageUrl: null, imageAlt: '' })}
            />
            <GalleryField
              images={values.gallery}
              altError={errors.galleryAlts}
              busy={busy}
              onAdd={(files) => void uploadGallery(files)}
              onRemove={(url) => dropImage(url, { ...values, gallery: values.gallery.filter((item) => item.url !== url) })}
              onMove={(from, to) => change({ gallery: moveItem(values.gallery, from, to) })}
              onAltChange={(index, alt) => change({ gallery: values.gallery.map((item, i) => (i === index ? { ...item, alt } : item)) })}
              onRecrop={(url, image) => void recropGallery(url, image)}
            />
            <ProductVideoField video={values.video} category={values.category} disabled={busy} onChange={changeVideo} onStored={images.added} onBusyChange={setUploading} />
          </Stack>
        </Grid>
      </Grid>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ position: 'sticky', bottom: 0, zIndex: 2, justifyContent: 'flex-end', mt: 3, mx: { xs: -2, sm: -3, md: -4 }, px: { xs: 2, sm: 3, md: 4 }, py: 1.5, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
      >
        {/* Cancel is the admin's own choice to drop the edits: no question. */}
        <Button href="/admin/products" variant="outlined" disabled={saving} onClick={markSaved}>
          {TEXTS.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {saving ? ADMIN_TEXTS.saving : ADMIN_TEXTS.saveProduct}
        </Button>
      </Stack>
    </Box>
  );
}
