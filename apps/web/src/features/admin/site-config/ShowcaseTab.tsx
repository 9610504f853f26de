// Product Showcase tab: the home page's product grid texts.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { ADMIN_TEXTS, DEFAULT_SHOWCASE } from '@hair/domain';
import { differsFromSaved, useUnsavedChanges } from '../forms/unsaved-changes';
import { SectionCard } from './SectionCard';
import { useSaveSection } from './use-site-config';

const FIELDS = [
  { key: 'title', label: 'Section Title' },
  { key: 'view_all_text', label: 'View All Button Text' },
  { key: 'view_all_link', label: 'View All Link' },
  { key: 'buy_now_text', label: 'Buy Now Button Text' },
] as const;
type ShowcaseKey = (typeof FIELDS)[number]['key'];

function showcaseDraft(config: Record<string, unknown>): Record<ShowcaseKey, string> {
  const read = (key: ShowcaseKey) => (typeof config[key] === 'string' ? (config[key] as string) : '');
  return { title: read('title'), view_all_text: read('view_all_text'), view_all_link: read('view_all_link'), buy_now_text: read('buy_now_text') };
}

export function ShowcaseTab({ config }: { config: Record<string, unknown> }) {
  const [draft, setDraft] = useState(() => showcaseDraft(config));
  const [saving, setSaving] = useState(false);
  const saveSection = useSaveSection();
  useUnsavedChanges(differsFromSaved(draft, showcaseDraft(config)));

  const save = async () => {
    setSaving(true);
    await saveSection('product_showcase', { ...config, ...draft });
    setSaving(false);
  };

  return (
    <SectionCard
      title="Product Showcase"
      description="The featured products block of the home page."
      actions={
        <Button variant="contained" onClick={save} disabled={saving}>
          {saving ? ADMIN_TEXTS.saving : ADMIN_TEXTS.save}
        </Button>
      }
    >
      <Grid container spacing={2}>
        {FIELDS.map((field) => (
          <Grid key={field.key} size={{ xs: 12, md: 6 }}>
            <TextField
              label={field.label}
              fullWidth
              value={draft[field.key]}
              placeholder={DEFAULT_SHOWCASE[field.key]}
              onChange={(e) => setDraft((d) => ({ ...d, [field.key]: e.target.value }))}
            />
          </Grid>
        ))}
      </Grid>
    </SectionCard>
  );
}
