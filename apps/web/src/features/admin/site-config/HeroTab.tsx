// Hero Section tab: texts, the carousel's images by URL or cropped
// upload (2560x823), Cancel and Save. Cropped images stay inline until Save
// uploads them and stores the server URLs.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { ADMIN_TEXTS, TEXTS } from '@hair/domain';
import { enqueueSnackbar } from '../../../lib/toast';
import { ImageCropperDialog } from '../media/ImageCropperDialog';
import { recommendedSize } from '../media/crop-geometry';
import { uploadNames, useUploadImage } from '../media/uploads';
import { differsFromSaved, useUnsavedChanges } from '../forms/unsaved-changes';
import { heroImageDrafts, heroImagesForSave, newDraftKey, uploadInlineImages, type HeroImageDraft } from './hero-images';
import { ImageField } from './ImageField';
import { SectionCard } from './SectionCard';
import { useSaveSection } from './use-site-config';

const HERO_SIZE = recommendedSize('hero');
const HERO_ASPECT = HERO_SIZE ? HERO_SIZE.width / HERO_SIZE.height : 16 / 5;

interface HeroDraft {
  title: string;
  subtitle: string;
  cta_text: string;
  cta_link: string;
  images: HeroImageDraft[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function heroDraft(config: Record<string, unknown>): HeroDraft {
  return {
    title: text(config.title),
    subtitle: text(config.subtitle),
    cta_text: text(config.cta_text),
    cta_link: text(config.cta_link),
    images: heroImageDrafts(config.images),
  };
}

/** What Save stores of a draft (empty image rows are dropped). */
function heroForSave({ title, subtitle, cta_text, cta_link, images }: HeroDraft) {
  return { title, subtitle, cta_text, cta_link, images: heroImagesForSave(images) };
}

const FIELDS = [
  { key: 'title', label: 'Title' },
  { key: 'subtitle', label: 'Subtitle' },
  { key: 'cta_text', label: 'CTA Text' },
  { key: 'cta_link', label: 'CTA Link' },
] as const;

export function HeroTab({ config }: { config: Record<string, unknown> }) {
  const [draft, setDraft] = useState(() => heroDraft(config));
  const [cropTarget, setCropTarget] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const upload = useUploadImage();
  const saveSection = useSaveSection();
  useUnsavedChanges(differsFromSaved(heroForSave(draft), heroForSave(heroDraft(config))));

  const setImage = (index: number, patch: Partial<HeroImageDraft>) =>
    setDraft((d) => ({ ...d, images: d.images.map((image, i) => (i === index ? { ...image, ...patch } : image)) }));

  const save = async () => {
    setSaving(true);
    try {
      let images: HeroImageDraft[];
      try {
        images = await uploadInlineImages(draft.images, async (dataUrl, index) => {
          const { url } = await upload.mutateAsync({ fileName: uploadNames.siteConfig(index), dataUrl, section: 'hero' });
          return url;
        });
      } catch (error) {
        console.error(ADMIN_TEXTS.saveHeroFailed, error);
        enqueueSnackbar(ADMIN_TEXTS.saveHeroFailed, { variant: 'error' });
        return;
      }
      // Uploaded images become URLs in the form too, so a second Save does not upload them again.
      setDraft((d) => ({ ...d, images }));
      const { title, subtitle, cta_text, cta_link } = draft;
      await saveSection(
        'hero',
        { ...config, title, subtitle, cta_text, cta_link, images: heroImagesForSave(images) },
        { success: ADMIN_TEXTS.heroSaved, failure: ADMIN_TEXTS.saveHeroFailed },
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <SectionCard
      title="Hero Section"
      description="The carousel at the top of the home page: its heading, call to action and slides."
      actions={
        <>
          <Button color="inherit" onClick={() => setDraft(heroDraft(config))} disabled={saving}>
            {TEXTS.cancel}
          </Button>
          <Button variant="contained" onClick={save} disabled={saving}>
            {saving ? ADMIN_TEXTS.saving : ADMIN_TEXTS.save}
          </Button>
        </>
      }
    >
      <Grid container spacing={2}>
        {FIELDS.map((field) => (
          <Grid key={field.key} size={{ xs: 12, md: 6 }}>
            <TextField
              label={field.label}
              fullWidth
              value={draft[field.key]}
              onChange={(e) => setDraft((d) => ({ ...d, [field.key]: e.target.value }))}
              multiline={field.key === 'subtitle'}
            />
          </Grid>
        ))}
      </Grid>

      <Stack direction="row" sx={{ mt: 4, mb: 1.5, alignItems: 'baseline', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h3">
          Images
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {HERO_SIZE ? `Recommended ${HERO_SIZE.width} × ${HERO_SIZE.height} px` : null}
        </Typography>
      </Stack>
      <Stack spacing={2}>
        {draft.images.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            No images yet: the home page shows its built-in pictures until you add one.
          </Typography>
        )}
        {draft.images.map((image, index) => (
          <Box
            key={image.key}
            role="group"
            aria-label={`Hero image ${index + 1}`}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 }, bgcolor: 'background.default' }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <ImageField
                  label="Image URL"
                  url={image.url}
                  onUrlChange={(url) => setImage(index, { url })}
                  onUpload={() => setCropTarget(index)}
                  aspect={HERO_ASPECT}
                  previewAlt={image.alt || `Hero image ${index + 1}`}
                  disabled={saving}
                >
                  <TextField
                    label="Alt text"
                    size="small"
                    fullWidth
                    value={image.alt}
                    onChange={(e) => setImage(index, { alt: e.target.value })}
                    helperText={image.url && !image.alt.trim() ? ADMIN_TEXTS.altTextHint : undefined}
                    disabled={saving}
                  />
                </ImageField>
              </Box>
              <Tooltip title="Remove image">
                <IconButton
                  aria-label={`Remove hero image ${index + 1}`}
                  onClick={() => setDraft((d) => ({ ...d, images: d.images.filter((_, i) => i !== index) }))}
                  disabled={saving}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Tooltip>
            </Stack>
          </Box>
        ))}
        <Box>
          <Button
            startIcon={<AddIcon />}
            variant="outlined"
            onClick={() => setDraft((d) => ({ ...d, images: [...d.images, { key: newDraftKey(), url: '', alt: '' }] }))}
            disabled={saving}
          >
            Add image
          </Button>
        </Box>
      </Stack>

      <ImageCropperDialog
        open={cropTarget !== null}
        use="hero"
        title="Hero image"
        onClose={() => setCropTarget(null)}
        onSave={({ dataUrl }) => {
          if (cropTarget === null) return;
          // A new picture needs its own description: the old one's alt text would describe something else.
          setImage(cropTarget, { url: dataUrl, alt: '' });
          enqueueSnackbar(ADMIN_TEXTS.croppedImageReady, { variant: 'info' });
        }}
      />
    </SectionCard>
  );
}
