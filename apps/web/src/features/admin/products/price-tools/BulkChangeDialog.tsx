// 'Change prices by percentage': a category (with its subcategories), a texture
// or a grade, and a percentage; the preview lists every price that moves (old →
// new), then the admin applies it or goes back.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { bulkChangeInputSchema, categoryLabel, categoryOptionLabel, type Category, type PriceChangeReport } from '@hair/domain';
import { errorMessage } from '../../../../lib/api-errors';
import { firstMessageByField, type FieldIssue } from '../../../../lib/field-errors';
import { useTRPC } from '../../../../lib/trpc';
import { PriceChangesPreview } from './PriceChangesPreview';
import { PRICE_TOOLS_TEXTS as T } from './texts';
import { usePriceChangeApply } from './usePriceChangeApply';

const BULK_GROUPS = ['changed'] as const;

type Field = 'category' | 'texture' | 'grade' | 'percent';
interface Choice {
  category: string;
  texture: string;
  grade: string;
  percent: string;
}
const NO_CHOICE: Choice = { category: '', texture: '', grade: '', percent: '' };

/** The server's 400 as messages by field. */
function serverFieldErrors(error: unknown): Partial<Record<Field, string>> {
  const details: unknown = error instanceof TRPCClientError ? (error.data as { details?: unknown } | undefined)?.details : undefined;
  if (!Array.isArray(details)) return {};
  return firstMessageByField((details as { field: string; message: string }[]).map((d): FieldIssue => ({ path: [d.field], message: d.message })));
}

export function BulkChangeDialog({ open, onClose, categories }: { open: boolean; onClose(): void; categories: readonly Category[] }) {
  const trpc = useTRPC();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const options = useQuery(trpc.prices.bulkOptions.queryOptions(undefined, { enabled: open }));
  const preview = useMutation(trpc.prices.previewBulk.mutationOptions());
  const apply = useMutation(trpc.prices.applyBulk.mutationOptions());
  const outcome = usePriceChangeApply();
  const [choice, setChoice] = useState<Choice>(NO_CHOICE);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [report, setReport] = useState<PriceChangeReport | null>(null);

  const input = { category: choice.category, texture: choice.texture, grade: choice.grade, percent: choice.percent };

  function close() {
    setChoice(NO_CHOICE);
    setErrors({});
    setFailure(null);
    setReport(null);
    outcome.clearNotice();
    onClose();
  }

  function change(field: Field, value: string) {
    setChoice((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function previewChange(event?: FormEvent) {
    event?.preventDefault();
    const checked = bulkChangeInputSchema.safeParse(input);
    if (!checked.success) {
      setErrors(firstMessageByField<Field>(checked.error.issues));
      return;
    }
    setFailure(null);
    try {
      setReport(await preview.mutateAsync(input));
    } catch (error) {
      const byField = serverFieldErrors(error);
      if (Object.keys(byField).length > 0) setErrors(byField);
      else setFailure(errorMessage(error, T.applyFailed));
    }
  }

  const field = (name: Field, label: string, items: { value: string; label: string }[]) => (
    <TextField
      select
      fullWidth
      label={label}
      value={choice[name]}
      onChange={(event) => change(name, event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{T.any}</MenuItem>
      {items.map((item) => (
        <MenuItem key={item.value} value={item.value}>
          {item.label}
        </MenuItem>
      ))}
    </TextField>
  );

  const changes = report?.counts.changed ?? 0;
  return (
    <Dialog open={open} onClose={outcome.applying ? undefined : close} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="bulk-prices-title">
      <form onSubmit={(event) => void previewChange(event)} noValidate>
        <DialogTitle id="bulk-prices-title">{T.bulkTitle}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {T.bulkIntro}
            </Typography>
            {report ? (
              <>
                {outcome.notice && <Alert severity={outcome.notice.severity}>{outcome.notice.text}</Alert>}
                <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }} data-testid="bulk-scope">
                  {T.bulkScope(Number(choice.percent), [
                    choice.category && categoryLabel(choice.category, categories),
                    options.data?.textures.find((o) => o.slug === choice.texture)?.name,
                    options.data?.grades.find((o) => o.slug === choice.grade)?.name,
                  ])}
                </Typography>
                <PriceChangesPreview key={report.preview_id} report={report} groups={BULK_GROUPS} />
              </>
            ) : (
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>{field('category', T.category, categories.map((c) => ({ value: c.value, label: categoryOptionLabel(c, categories) })))}</Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField
                    fullWidth
                    label={T.percent}
                    type="number"
                    value={choice.percent}
                    onChange={(event) => change('percent', event.target.value)}
                    error={Boolean(errors.percent)}
                    helperText={errors.percent ?? T.percentHint}
                    slotProps={{ htmlInput: { step: 0.5, min: -90, max: 500, inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
                    required
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>{field('texture', T.texture, (options.data?.textures ?? []).map((o) => ({ value: o.slug, label: o.name })))}</Grid>
                <Grid size={{ xs: 12, sm: 6 }}>{field('grade', T.grade, (options.data?.grades ?? []).map((o) => ({ value: o.slug, label: o.name })))}</Grid>
              </Grid>
            )}
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
          {report ? (
            <>
              <Button onClick={() => setReport(null)} disabled={outcome.applying} sx={{ mr: 'auto' }}>
                {T.edit}
              </Button>
              <Button onClick={close} disabled={outcome.applying}>
                {T.cancel}
              </Button>
              <Button
                variant="contained"
                disabled={changes === 0 || outcome.applying}
                onClick={() => void outcome.run(() => apply.mutateAsync({ ...input, preview_id: report.preview_id }), () => previewChange(), close)}
              >
                {outcome.applying ? T.applying : T.apply}
              </Button>
            </>
          ) : (
            <>
              <Button onClick={close}>{T.cancel}</Button>
              <Button type="submit" variant="contained" disabled={preview.isPending}>
                {preview.isPending ? T.previewing : T.preview}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
