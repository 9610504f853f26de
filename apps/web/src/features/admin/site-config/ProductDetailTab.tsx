// Product Detail tab: the card defaults every product page falls
// back to, the site's trade terms, and three rich texts (How to buy, Warranty
// policy, Q&A), each with its own save. A save deletes the images its text no longer uses.
import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ADMIN_TEXTS, blocksToHtml, PRODUCT_DETAIL_DEFAULTS, readContentBlocks } from '@hair/domain';
import { imageSources, removedImageSources } from '../editor/editor-images';
import { RichTextEditor, type EditorTool } from '../editor/RichTextEditor';
import { useEditorImageUpload, useRemoveUnusedFiles } from '../media/uploads';
import { differsFromSaved, useUnsavedChanges } from '../forms/unsaved-changes';
import { SectionCard } from './SectionCard';
import { TradeTermsCard } from './TradeTermsCard';
import { useSaveSection } from './use-site-config';

const CARD_FIELDS = [
  { key: 'length', label: 'Length text' },
  { key: 'qualityGrade', label: 'Quality Grade' },
  { key: 'hairMaterial', label: 'Hair Material' },
] as const;
type CardField = (typeof CARD_FIELDS)[number]['key'];

const RICH_TEXTS = [
  { key: 'howto', title: 'How to buy' },
  { key: 'warranty', title: 'Warranty policy' },
  { key: 'qa', title: 'Q&A' },
] as const;
type RichTextKey = (typeof RICH_TEXTS)[number]['key'];

const EDITOR_TOOLS: readonly EditorTool[] = ['bold', 'italic', 'paragraph', 'image', 'align', 'imageSize'];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The stored text: its html blocks first (what this screen writes), else the older string, else the default. */
export function detailHtml(config: Record<string, unknown>, key: RichTextKey): string {
  return blocksToHtml(readContentBlocks(config[`${key}_blocks`])) ?? (text(config[key]) || PRODUCT_DETAIL_DEFAULTS[key]);
}

export function ProductDetailTab({ config }: { config: Record<string, unknown> }) {
  return (
    <Stack spacing={3}>
      <CardDefaults config={config} />
      <TradeTermsCard config={config} />
      {RICH_TEXTS.map((item) => (
        <RichTextBlock key={item.key} field={item.key} title={item.title} config={config} />
      ))}
    </Stack>
  );
}

function cardDraft(config: Record<string, unknown>): Record<CardField, string> {
  return { length: text(config.length), qualityGrade: text(config.qualityGrade), hairMaterial: text(config.hairMaterial) };
}

function CardDefaults({ config }: { config: Record<string, unknown> }) {
  const [draft, setDraft] = useState(() => cardDraft(config));
  const [saving, setSaving] = useState(false);
  const saveSection = useSaveSection();
  useUnsavedChanges(differsFromSaved(draft, cardDraft(config)));

  const save = async () => {
    setSaving(true);
    await saveSection('product_detail', { ...config, ...draft });
    setSaving(false);
  };

  return (
    <SectionCard
      title="Product card defaults"
      description="Shown on every product page whose product does not give its own value."
      actions={
        <Button variant="contained" onClick={save} disabled={saving}>
          {saving ? ADMIN_TEXTS.saving : ADMIN_TEXTS.save}
        </Button>
      }
    >
      <Grid container spacing={2}>
        {CARD_FIELDS.map((field) => (
          <Grid key={field.key} size={{ xs: 12, md: 4 }}>
            <TextField
              label={field.label}
              fullWidth
              value={draft[field.key]}
              placeholder={PRODUCT_DETAIL_DEFAULTS[field.key]}
              onChange={(e) => setDraft((d) => ({ ...d, [field.key]: e.target.value }))}
            />
          </Grid>
        ))}
      </Grid>
    </SectionCard>
  );
}

function RichTextBlock({ field, title, config }: { field: RichTextKey; title: string; config: Record<string, unknown> }) {
  const [saved, setSaved] = useState(() => detailHtml(config, field));
  const [html, setHtml] = useState(saved);
  const [saving, setSaving] = useState(false);
  // Images uploaded into this text since it was opened; deleted on save when no longer used.
  const uploaded = useRef(new Set<string>());
  const uploadImage = useEditorImageUpload();
  const removeUnusedFiles = useRemoveUnusedFiles();
  const saveSection = useSaveSection();

  const upload = async (file: File) => {
    const url = await uploadImage(file);
    uploaded.current.add(url);
    return url;
  };

  const save = async () => {
    setSaving(true);
    const ok = await saveSection('product_detail', {
      ...config,
      [`${field}_blocks`]: html ? [{ type: 'html', html }] : [],
      [field]: html,
    });
    if (ok) {
      const inUse = new Set(imageSources(html));
      const unused = [...removedImageSources(saved, html), ...[...uploaded.current].filter((url) => !inUse.has(url))];
      uploaded.current = new Set([...uploaded.current].filter((url) => inUse.has(url)));
      setSaved(html);
      await removeUnusedFiles([...new Set(unused)]);
    }
    setSaving(false);
  };

  const changed = html !== saved;
  useUnsavedChanges(changed);
  return (
    <SectionCard
      title={title}
      actions={
        <>
          {changed && <Chip label="Unsaved changes" size="small" variant="outlined" sx={{ mr: 'auto', color: 'text.secondary' }} />}
          <Button variant="contained" onClick={save} disabled={saving}>
            {saving ? ADMIN_TEXTS.saving : ADMIN_TEXTS.save}
          </Button>
        </>
      }
    >
      <RichTextEditor label={title} hideLabel value={html} onChange={setHtml} tools={EDITOR_TOOLS} uploadImage={upload} minHeight={180} />
    </SectionCard>
  );
}
