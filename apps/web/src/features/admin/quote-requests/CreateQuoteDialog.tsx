// 'Create quote': the form prefilled from the request's lines at today's grid
// prices (quotes.draft), every line editable with its amount recomputed, then
// shipping, payment terms, validity, a note and whether to e-mail the buyer.
// Once saved, the dialog shows the buyer's link (with Copy), the PDF and, when
// the buyer left a number, 'Send on WhatsApp' with the link.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { formatAmount, MAX_PAYMENT_TERMS, MAX_QUOTE_NOTE, QUOTE_UNITS, type Lead, type Quote, type QuoteDraft } from '@hair/domain';
import { errorMessage } from '../../../lib/api-errors';
import { enqueueSnackbar } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { whatsappUrl } from '../../storefront/site-config/contact-links';
import { QuoteLinks, quoteLinkOf } from './LeadQuotes';
import { emptyQuoteLine, formTotals, quoteFormOf, quoteInputOf, type QuoteForm, type QuoteFormLine } from './quote-form';
import { PIPELINE_TEXTS as T } from './texts';

export interface CreateQuoteDialogProps {
  lead: Lead;
  open: boolean;
  onClose(): void;
}

export function CreateQuoteDialog({ lead, open, onClose }: CreateQuoteDialogProps) {
  const trpc = useTRPC();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  // Drafted afresh each time: prices may have changed since.
  const draft = useQuery({ ...trpc.quotes.draft.queryOptions({ request_id: lead.id }), enabled: open, staleTime: 0, gcTime: 0 });
  const [saved, setSaved] = useState<Quote | null>(null);

  let content;
  if (saved) content = <SavedQuote lead={lead} quote={saved} onDone={onClose} />;
  else if (draft.data) content = <QuoteFormBody lead={lead} draft={draft.data} onCancel={onClose} onSaved={setSaved} />;
  else
    content = (
      <DialogContent>
        {draft.isError ? <Alert severity="error">{errorMessage(draft.error, T.draftFailed)}</Alert> : <Skeleton variant="rectangular" height={240} />}
      </DialogContent>
    );

  return (
    <Dialog open={open} onClose={saved ? undefined : onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="create-quote-title" slotProps={{ transition: { onExited: () => setSaved(null) } }}>
      <DialogTitle id="create-quote-title">{T.quoteDialogTitle(lead.reference)}</DialogTitle>
      {content}
    </Dialog>
  );
}

function SavedQuote({ lead, quote, onDone }: { lead: Lead; quote: Quote; onDone(): void }) {
  const link = quoteLinkOf(quote.path);
  const chat = whatsappUrl(lead.phone, T.whatsappQuoteText(lead.name, quote.reference, link));
  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Alert severity="success">{T.quoteSaved(quote.reference)}</Alert>
          <TextField label={T.quoteLink} value={link} fullWidth slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }} />
          <QuoteLinks quote={quote} />
          {chat && (
            <Box>
              <Button href={chat} target="_blank" rel="noopener noreferrer" variant="outlined" startIcon={<WhatsApp />}>
                {T.sendOnWhatsApp}
              </Button>
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone}>
          {T.done}
        </Button>
      </DialogActions>
    </>
  );
}

interface QuoteFormBodyProps {
  lead: Lead;
  draft: QuoteDraft;
  onCancel(): void;
  onSaved(quote: Quote): void;
}

function QuoteFormBody({ lead, draft, onCancel, onSaved }: QuoteFormBodyProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.quotes.create.mutationOptions());
  const [form, setForm] = useState<QuoteForm>(() => quoteFormOf(draft, lead.email !== null));
  const [error, setError] = useState<string | null>(null);
  const totals = formTotals(form);
  const money = (amount: number) => formatAmount(amount, form.currency);

  const setLine = (index: number, patch: Partial<QuoteFormLine>) => setForm((f) => ({ ...f, lines: f.lines.map((line, i) => (i === index ? { ...line, ...patch } : line)) }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const quote = await create.mutateAsync(quoteInputOf(lead.id, form));
      await queryClient.invalidateQueries({ queryKey: trpc.quoteRequests.pathKey() });
      enqueueSnackbar(T.quoteSaved(quote.reference), { variant: 'success' });
      onSaved(quote);
    } catch (failure) {
      setError(errorMessage(failure, T.quoteFailed));
    }
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'contents' }}>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack component="ol" spacing={1.5} aria-label={T.lines} sx={{ listStyle: 'none', p: 0, m: 0, pt: 1 }}>
            {form.lines.map((line, i) => (
              <Stack component="li" key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }} data-testid="quote-line">
                <TextField size="small" label={T.description} value={line.description} onChange={(e) => setLine(i, { description: e.target.value })} sx={{ flex: 3 }} />
                <TextField size="small" label={T.quantity} value={line.quantity} onChange={(e) => setLine(i, { quantity: e.target.value })} slotProps={{ htmlInput: { inputMode: 'decimal' } }} sx={{ flex: 1, minWidth: 80 }} />
                <TextField size="small" select label={T.unit} value={line.unit} onChange={(e) => setLine(i, { unit: e.target.value as QuoteFormLine['unit'] })} sx={{ flex: 1, minWidth: 90 }}>
                  {QUOTE_UNITS.map((unit) => (
                    <MenuItem key={unit} value={unit}>
                      {unit}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField size="small" label={T.unitPrice} value={line.unit_price} onChange={(e) => setLine(i, { unit_price: e.target.value })} slotProps={{ htmlInput: { inputMode: 'decimal' } }} sx={{ flex: 1, minWidth: 90 }} />
                <Typography variant="body2" data-testid="quote-line-amount" sx={{ minWidth: 90, textAlign: { sm: 'right' }, fontWeight: 600 }}>
                  {money(totals.amounts[i] ?? 0)}
                </Typography>
                <IconButton aria-label={T.removeLine(i + 1)} disabled={form.lines.length === 1} onClick={() => setForm((f) => ({ ...f, lines: f.lines.filter((_, j) => j !== i) }))}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Stack>
            ))}
          </Stack>
          <Box>
            <Button startIcon={<AddIcon />} onClick={() => setForm((f) => ({ ...f, lines: [...f.lines, emptyQuoteLine(f.lines.at(-1)?.unit)] }))}>
              {T.addLine}
            </Button>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField size="small" label={T.shippingCost} value={form.shipping_cost} onChange={(e) => setForm((f) => ({ ...f, shipping_cost: e.target.value }))} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
            <TextField size="small" type="date" label={T.validUntil} value={form.valid_until} onChange={(e) => setForm((f) => ({ ...f, valid_until: e.target.value }))} slotProps={{ inputLabel: { shrink: true } }} />
          </Stack>
          <Stack spacing={0.25} sx={{ alignItems: 'flex-end' }} data-testid="quote-totals">
            <Typography variant="body2">
              {T.subtotal}: {money(totals.subtotal)}
            </Typography>
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
              {T.total}: {money(totals.total)}
            </Typography>
          </Stack>
          <TextField size="small" label={T.paymentTerms} value={form.payment_terms} onChange={(e) => setForm((f) => ({ ...f, payment_terms: e.target.value }))} multiline fullWidth slotProps={{ htmlInput: { maxLength: MAX_PAYMENT_TERMS } }} />
          <TextField size="small" label={T.note} value={form.note} onChange={(e) => setForm((f) => ({ ...f, note: e.target.value }))} multiline minRows={2} fullWidth slotProps={{ htmlInput: { maxLength: MAX_QUOTE_NOTE } }} />
          <FormControlLabel
            control={<Checkbox checked={form.email_buyer} disabled={lead.email === null} onChange={(e) => setForm((f) => ({ ...f, email_buyer: e.target.checked }))} />}
            label={lead.email === null ? `${T.emailBuyer} (${T.emailBuyerNoEmail})` : T.emailBuyer}
          />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{T.cancel}</Button>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {T.saveQuote}
        </Button>
      </DialogActions>
    </Box>
  );
}
