// Partners tab: the strip's title and its partners (name, logo by
// URL or cropped 400x225 upload, website). Every edit goes to the server at once;
// typing is debounced.
import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { ADMIN_TEXTS, TEXTS, type Partner } from '@hair/domain';
import { errorMessage } from '../../../lib/api-errors';
import { enqueueSnackbar } from '../../../lib/toast';
import { ImageCropperDialog } from '../media/ImageCropperDialog';
import { recommendedSize } from '../media/crop-geometry';
import { uploadNames, useUploadImage } from '../media/uploads';
import { ImageField } from './ImageField';
import { SectionCard } from './SectionCard';
import { useAutosave, type AutosaveStatus } from './use-autosave';
import { useSaveSection } from './use-site-config';

const LOGO_SIZE = recommendedSize('partners');
const LOGO_ASPECT = LOGO_SIZE ? LOGO_SIZE.width / LOGO_SIZE.height : 16 / 9;

interface PartnersDraft {
  title: string;
  partners: Partner[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

function partnersDraft(config: Record<string, unknown>): PartnersDraft {
  const list = Array.isArray(config.partners) ? (config.partners as unknown[]) : [];
  return {
    title: text(config.title),
    partners: list.map((p, index) => {
      const raw = (p && typeof p === 'object' ? p : {}) as Record<string, unknown>;
      return { ...raw, id: text(raw.id) || `partner-${index + 1}`, name: text(raw.name), image: text(raw.image), url: text(raw.url) };
    }),
  };
}

function newPartnerId(existing: readonly Partner[]): string {
  let id = `partner-${Date.now()}`;
  while (existing.some((p) => p.id === id)) id = `${id}-1`;
  return id;
}

export function PartnersTab({ config }: { config: Record<string, unknown> }) {
  const [draft, setDraft] = useState(() => partnersDraft(config));
  // The form as last rendered, for the save that follows a logo upload.
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);
  const [cropTarget, setCropTarget] = useState<number | null>(null);
  const upload = useUploadImage();
  const saveSection = useSaveSection();

  const persist = useCallback(
    (next: PartnersDraft, success: string | null) =>
      saveSection('partners', { ...config, title: next.title, partners: next.partners }, { success }),
    [config, saveSection],
  );
  const { status, schedule } = useAutosave(persist);

  /** Every change is shown at once and saved: typing after a pause, the rest immediately. */
  const change = (next: PartnersDraft, options: { typing?: boolean; success?: string } = {}) => {
    setDraft(next);
    schedule(next, { delay: options.typing ? undefined : 0, success: options.success ?? null });
  };
  const setPartner = (index: number, patch: Partial<Partner>, typing = true) =>
    change({ ...draft, partners: draft.partners.map((p, i) => (i === index ? { ...p, ...patch } : p)) }, { typing });

  const saveLogo = async (index: number, dataUrl: string) => {
    try {
      const { url } = await upload.mutateAsync({ fileName: uploadNames.partner(index), dataUrl, section: 'partners' });
      const current = latest.current;
      change(
        { ...current, partners: current.partners.map((p, i) => (i === index ? { ...p, image: url } : p)) },
        { success: ADMIN_TEXTS.partnerImageUpdated },
      );
    } catch (error) {
      enqueueSnackbar(errorMessage(error, ADMIN_TEXTS.uploadImageFailed), { variant: 'error' });
    }
  };

  return (
    <SectionCard title="Partners" description="The partner strip on the home page. Changes are saved as you make them.">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 3 }}>
        <TextField
          label="Section title"
          fullWidth
          value={draft.title}
          onChange={(e) => change({ ...draft, title: e.target.value }, { typing: true })}
          sx={{ maxWidth: { sm: 480 } }}
        />
        <SaveStatus status={status} />
      </Stack>

      <Grid container spacing={2}>
        {draft.partners.map((partner, index) => (
          <Grid key={partner.id} size={{ xs: 12, xl: 6 }}>
            <Box
              role="group"
              aria-label={`Partner ${index + 1}`}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 }, bgcolor: 'background.default', height: '100%' }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1.5 }}>
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
                  <TextField label="Name" size="small" fullWidth value={partner.name} onChange={(e) => setPartner(index, { name: e.target.value })} />
                  <TextField
                    label="Website URL"
                    size="small"
                    fullWidth
                    value={partner.url}
                    placeholder="https://"
                    onChange={(e) => setPartner(index, { url: e.target.value })}
                    slotProps={{ htmlInput: { inputMode: 'url' } }}
                  />
                </Stack>
                <Tooltip title="Remove partner">
                  <IconButton
                    aria-label={`Remove partner ${partner.name || index + 1}`}
                    onClick={() => change({ ...draft, partners: draft.partners.filter((_, i) => i !== index) })}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Tooltip>
              </Stack>
              <ImageField
                label="Logo URL"
                url={partner.image}
                onUrlChange={(image) => setPartner(index, { image })}
                onUpload={() => setCropTarget(index)}
                aspect={LOGO_ASPECT}
                previewAlt={partner.name ? `${partner.name} logo` : `Partner ${index + 1} logo`}
              />
            </Box>
          </Grid>
        ))}
      </Grid>
      {draft.partners.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {TEXTS.noPartners}
        </Typography>
      )}
      <Box sx={{ mt: 2 }}>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => change({ ...draft, partners: [...draft.partners, { id: newPartnerId(draft.partners), name: '', image: '', url: '' }] })}
        >
          Add partner
        </Button>
      </Box>

      <ImageCropperDialog
        open={cropTarget !== null}
        use="partners"
        title="Partner logo"
        onClose={() => setCropTarget(null)}
        onSave={({ dataUrl }) => {
          if (cropTarget !== null) void saveLogo(cropTarget, dataUrl);
        }}
      />
    </SectionCard>
  );
}

function SaveStatus({ status }: { status: AutosaveStatus }) {
  const content =
    status === 'saving' ? (
      <Typography variant="body2" color="text.secondary">
        Saving…
      </Typography>
    ) : status === 'saved' ? (
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'success.dark' }}>
        <CheckCircleOutlineIcon fontSize="small" aria-hidden />
        <Typography variant="body2">All changes saved</Typography>
      </Stack>
    ) : status === 'error' ? (
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'error.main' }}>
        <ErrorOutlineIcon fontSize="small" aria-hidden />
        <Typography variant="body2">{ADMIN_TEXTS.updateConfigurationFailed}</Typography>
      </Stack>
    ) : null;
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: 24, flexShrink: 0 }}>
      {content}
    </Box>
  );
}
