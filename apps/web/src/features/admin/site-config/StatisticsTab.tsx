// Statistics tab: a grid of cards, each a Value and a Label.
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
import { ADMIN_TEXTS, type StatItem } from '@hair/domain';
import { differsFromSaved, useUnsavedChanges } from '../forms/unsaved-changes';
import { newDraftKey } from './hero-images';
import { SectionCard } from './SectionCard';
import { useSaveSection } from './use-site-config';

interface StatDraft extends StatItem {
  key: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

function statDrafts(config: Record<string, unknown>): StatDraft[] {
  const list = Array.isArray(config.stats) ? (config.stats as unknown[]) : [];
  return list.map((item) => {
    const raw = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    return { key: newDraftKey(), value: text(raw.value), label: text(raw.label) };
  });
}

/** What Save stores of the cards: trimmed, without empty ones. */
function keptStats(stats: readonly StatItem[]): StatItem[] {
  return stats.map(({ value, label }) => ({ value: value.trim(), label: label.trim() })).filter((s) => s.value || s.label);
}

export function StatisticsTab({ config }: { config: Record<string, unknown> }) {
  const [stats, setStats] = useState(() => statDrafts(config));
  const [saving, setSaving] = useState(false);
  const saveSection = useSaveSection();
  useUnsavedChanges(differsFromSaved(keptStats(stats), keptStats(statDrafts(config))));

  const setStat = (index: number, patch: Partial<StatItem>) => setStats((list) => list.map((s, i) => (i === index ? { ...s, ...patch } : s)));

  const save = async () => {
    setSaving(true);
    await saveSection('stats', { ...config, stats: keptStats(stats) });
    setSaving(false);
  };

  return (
    <SectionCard
      title="Statistics"
      description="The figures shown on the home page, under the testimonials."
      actions={
        <Button variant="contained" onClick={save} disabled={saving}>
          {saving ? ADMIN_TEXTS.saving : ADMIN_TEXTS.save}
        </Button>
      }
    >
      <Grid container spacing={2}>
        {stats.map((stat, index) => (
          <Grid key={stat.key} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Box
              role="group"
              aria-label={`Statistic ${index + 1}`}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.default', height: '100%' }}
            >
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5 }}>
                <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                  Statistic {index + 1}
                </Typography>
                <Tooltip title="Remove statistic">
                  <IconButton size="small" aria-label={`Remove statistic ${index + 1}`} onClick={() => setStats((list) => list.filter((_, i) => i !== index))}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
              <Stack spacing={1.5}>
                <TextField label="Value" size="small" value={stat.value} onChange={(e) => setStat(index, { value: e.target.value })} placeholder="98%" />
                <TextField label="Label" size="small" value={stat.label} onChange={(e) => setStat(index, { label: e.target.value })} placeholder="Satisfaction" />
              </Stack>
            </Box>
          </Grid>
        ))}
      </Grid>
      <Box sx={{ mt: 2 }}>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setStats((list) => [...list, { key: newDraftKey(), value: '', label: '' }])}>
          Add statistic
        </Button>
      </Box>
    </SectionCard>
  );
}
