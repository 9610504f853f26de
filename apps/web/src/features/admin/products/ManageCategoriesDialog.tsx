// The Manage Categories overlay: the categories with
// value, label and parent; a form with the label and a parent selector; Save,
// Edit, Delete, New and Close. Deleting a category first unsets it on every
// product that uses it, then reports how many.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Theme } from '@mui/material/styles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_TEXTS, categoryLabel, categoryOptionLabel, slugify, type Category } from '@hair/domain';
import { enqueueSnackbar } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { EMPTY_CATEGORY_FORM, parentChoices, removeCategory, saveCategory, type CategoryForm } from './categories';
import { useSaveCategories } from './useProductCategories';

export const NO_PARENT = 'No parent';

const VALUE_SX = { fontFamily: 'monospace', fontSize: '0.82rem' } as const;

export interface ManageCategoriesDialogProps {
  open: boolean;
  onClose(): void;
  categories: readonly Category[];
}

/** Products filed under exactly this category (not the ones below it), counted exactly. */
function useExactProductCount() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async (value: string): Promise<number> => (await queryClient.fetchQuery(trpc.products.count.queryOptions({ category: value }))).count;
}

export function ManageCategoriesDialog({ open, onClose, categories }: ManageCategoriesDialogProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Phones: the overlay fills the screen and each row shows the value under its label.
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [form, setForm] = useState<CategoryForm>(EMPTY_CATEGORY_FORM);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const saveCategories = useSaveCategories();
  const countProducts = useExactProductCount();
  const { mutateAsync: unsetOnServer } = useMutation(trpc.products.unsetByCategory.mutationOptions());

  const startNew = () => {
    setForm(EMPTY_CATEGORY_FORM);
    setError(null);
  };
  const startEdit = (category: Category) => {
    setForm({ editing: category.value, label: category.label, parent: category.parent ?? '' });
    setError(null);
  };

  const handleSave = async (event: FormEvent) => {
    event.preventDefault();
    const result = saveCategory(categories, form);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setBusy(true);
    try {
      await saveCategories(result.categories);
      startNew();
    } catch {
      enqueueSnackbar(ADMIN_TEXTS.saveCategoriesFailed, { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const handleDelete = async (category: Category) => {
    setBusy(true);
    try {
      let affected: number;
      try {
        affected = await countProducts(category.value);
      } catch {
        enqueueSnackbar(ADMIN_TEXTS.unsetProductsFailed, { variant: 'error' });
        return;
      }
      if (!window.confirm(ADMIN_TEXTS.confirmDeleteCategory(affected))) return;
      let unset: number;
      try {
        unset = (await unsetOnServer({ category: category.value })).count;
      } catch {
        enqueueSnackbar(ADMIN_TEXTS.unsetProductsOnServerFailed, { variant: 'error' });
        return;
      } finally {
        void queryClient.invalidateQueries({ queryKey: trpc.products.pathKey() });
      }
      try {
        await saveCategories(removeCategory(categories, category.value));
      } catch {
        enqueueSnackbar(ADMIN_TEXTS.deleteCategoryFailed, { variant: 'error' });
        return;
      }
      if (form.editing === category.value) startNew();
      enqueueSnackbar(ADMIN_TEXTS.categoryUnset(unset), { variant: 'success' });
    } finally {
      setBusy(false);
    }
  };

  const choices = parentChoices(categories, form.editing);
  const label = form.label.trim();

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={compact} aria-labelledby="manage-categories-title">
      <DialogTitle id="manage-categories-title">{ADMIN_TEXTS.manageCategories}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" onSubmit={(event) => void handleSave(event)} noValidate aria-label="Category" sx={{ mb: 3 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
            {form.editing ? `Edit category: ${form.editing}` : 'New category'}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label="Label"
              value={form.label}
              onChange={(event) => setForm({ ...form, label: event.target.value })}
              size="small"
              fullWidth
              helperText={form.editing ? 'The value stays, so products keep their category.' : `Value: ${label ? slugify(label) : '—'}`}
            />
            <TextField
              select
              label="Parent"
              value={choices.some((c) => c.value === form.parent) ? form.parent : ''}
              onChange={(event) => setForm({ ...form, parent: event.target.value })}
              size="small"
              fullWidth
              // 'No parent' is a real choice: show it rather than an empty field.
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            >
              <MenuItem value="">{NO_PARENT}</MenuItem>
              {choices.map((c) => (
                <MenuItem key={c.value} value={c.value}>
                  {categoryOptionLabel(c, categories)}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
              <Button type="submit" variant="contained" disabled={busy}>
                {ADMIN_TEXTS.save}
              </Button>
              <Button variant="outlined" onClick={startNew} disabled={busy}>
                {ADMIN_TEXTS.new}
              </Button>
            </Stack>
          </Stack>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </Box>
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" aria-label="Categories">
            <TableHead>
              <TableRow>
                {!compact && <TableCell>Value</TableCell>}
                <TableCell>Label</TableCell>
                <TableCell>Parent</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {categories.map((category) => (
                <TableRow key={category.value} selected={form.editing === category.value}>
                  {!compact && <TableCell sx={VALUE_SX}>{category.value}</TableCell>}
                  <TableCell>
                    {category.label}
                    {compact && (
                      <Box component="span" sx={{ ...VALUE_SX, display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}>
                        {category.value}
                      </Box>
                    )}
                  </TableCell>
                  <TableCell>{category.parent ? categoryLabel(category.parent, categories) : '—'}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', '& .MuiButton-root': compact ? { minWidth: 0, display: 'flex', ml: 'auto' } : { minWidth: 0 } }}>
                    <Button size="small" onClick={() => startEdit(category)} disabled={busy} aria-label={`Edit ${category.label}`}>
                      {ADMIN_TEXTS.edit}
                    </Button>
                    <Button size="small" color="error" onClick={() => void handleDelete(category)} disabled={busy} aria-label={`Delete ${category.label}`}>
                      {ADMIN_TEXTS.delete}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{ADMIN_TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
