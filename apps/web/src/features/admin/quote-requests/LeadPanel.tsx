// The lead panel, beside the board or the grid (full screen on a phone): the
// buyer's details and lines, the stage, assignee and follow-up, the quotes with
// 'Create quote', and the timeline with 'Add note'. The e-mail and WhatsApp
// number open a mail and a chat. What the buyer typed is shown as text, never as HTML.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import RequestQuoteIcon from '@mui/icons-material/RequestQuoteOutlined';
import { formatAmount, formatQuantity, SHIPPING_METHODS, type Lead, type PipelineStage } from '@hair/domain';
import { useTRPC } from '../../../lib/trpc';
import { mailtoUrl, whatsappUrl } from '../../storefront/site-config/contact-links';
import { formatReceived } from '../inquiries/inquiry-format';
import { FactList, type Fact } from '../layout/FactList';
import { CreateQuoteDialog } from './CreateQuoteDialog';
import { LeadQuotes } from './LeadQuotes';
import { LeadTimeline } from './LeadTimeline';
import { assigneeItems, stageItems } from './select-items';
import { leadEstimate } from './lead-format';
import { PIPELINE_TEXTS as T } from './texts';
import type { useLeadUpdate } from './use-lead-update';

type LeadUpdate = ReturnType<typeof useLeadUpdate>;

export interface LeadPanelProps {
  id: string | null;
  onClose(): void;
  leadUpdate: LeadUpdate;
}

export function LeadPanel({ id, onClose, leadUpdate }: LeadPanelProps) {
  const trpc = useTRPC();
  const lead = useQuery({ ...trpc.quoteRequests.get.queryOptions({ id: id ?? '' }), enabled: id !== null, retry: false });

  let body;
  if (lead.data) body = <LeadDetail lead={lead.data} leadUpdate={leadUpdate} />;
  else if (lead.isError) body = <Alert severity="warning">{T.notFound}</Alert>;
  else body = <Skeleton variant="rectangular" height={320} />;

  return (
    <Drawer anchor="right" open={id !== null} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 600 } }, role: 'dialog', 'aria-labelledby': 'lead-panel-title' } as object }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="lead-panel-title" variant="h6" component="h2">
          {lead.data?.reference ?? T.pageTitle}
        </Typography>
        <IconButton aria-label={T.close} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ p: 2, overflowY: 'auto' }}>{body}</Box>
    </Drawer>
  );
}

/** The buyer's text as a link to `href`, or as text when it makes none. */
function linked(text: string | null, href: string | null) {
  if (!text || !href) return text;
  return href.startsWith('mailto:') ? <Link href={href}>{text}</Link> : <Link href={href} target="_blank" rel="noopener noreferrer">{text}</Link>;
}

function LeadDetail({ lead, leadUpdate }: { lead: Lead; leadUpdate: LeadUpdate }) {
  const trpc = useTRPC();
  const assignees = useQuery(trpc.quoteRequests.assignees.queryOptions());
  const [quoting, setQuoting] = useState(false);
  const shipping = SHIPPING_METHODS.find((m) => m.value === lead.shipping)?.label ?? null;
  const estimate = leadEstimate(lead);

  const facts: Fact[] = [
    [T.company, lead.company],
    [T.email, linked(lead.email, mailtoUrl(lead.email))],
    [T.phone, linked(lead.phone, whatsappUrl(lead.phone))],
    [T.country, lead.country_name],
    [T.shipping, shipping],
    [T.account, lead.user?.email ?? null],
    [T.received, formatReceived(lead.created_at)],
    [T.lostBecause, lead.stage === 'lost' ? lead.lost_reason : null],
  ];

  return (
    <Stack spacing={2.5}>
      <div>
        <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere' }} data-testid="lead-name">
          {lead.name}
        </Typography>
        {lead.source === 'contact' && (
          <Typography variant="caption" color="text.secondary">
            {T.fromContactForm}
          </Typography>
        )}
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField select size="small" label={T.stage} value={lead.stage} onChange={(e) => leadUpdate.move(lead, e.target.value as PipelineStage)} disabled={leadUpdate.busy} sx={{ minWidth: 160 }}>
          {stageItems()}
        </TextField>
        <TextField
          select
          size="small"
          label={T.assignee}
          value={lead.assignee?.id ?? ''}
          onChange={(e) => void leadUpdate.save({ id: lead.id, assignee_id: e.target.value || null }, T.saved)}
          disabled={leadUpdate.busy}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{T.unassigned}</MenuItem>
          {assigneeItems(assignees.data)}
        </TextField>
        <TextField
          type="date"
          size="small"
          label={T.followUp}
          // Keyed on the stored date: a typed date is saved once complete, and the field shows what was saved.
          key={lead.follow_up_on ?? ''}
          defaultValue={lead.follow_up_on ?? ''}
          onChange={(e) => {
            const value = e.target.value;
            if (value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value)) void leadUpdate.save({ id: lead.id, follow_up_on: value || null }, T.saved);
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <FactList facts={facts.filter(([, value]) => value !== null && value !== '')} />
      <div>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {T.message}
        </Typography>
        <Typography variant="body2" data-testid="lead-message" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: lead.message ? 'text.primary' : 'text.secondary' }}>
          {lead.message || T.noMessage}
        </Typography>
      </div>
      <Divider />
      <Stack spacing={1} component="section" aria-labelledby="lead-lines-title">
        <Typography id="lead-lines-title" variant="subtitle2" component="h3">
          {T.lines}
        </Typography>
        {lead.lines.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {T.noLines}
          </Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {lead.lines.map((line, i) => (
              <Stack component="li" key={i} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {line.product_name} · {line.length}" {line.texture_name} {line.grade_name} · {formatQuantity(line.quantity, line.unit)}
                  {line.sample && ` (${T.sample})`}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'nowrap', textAlign: 'right' }}>
                  {line.estimate ? `${formatAmount(line.estimate.unit_price, line.estimate.currency)}/${line.unit} · ${formatAmount(line.estimate.amount, line.estimate.currency)}` : T.priceOnRequest}
                </Typography>
              </Stack>
            ))}
            {estimate && (
              <Typography component="li" variant="body2" sx={{ textAlign: 'right', fontWeight: 600 }}>
                {T.estimateTotal}: {estimate}
              </Typography>
            )}
          </Stack>
        )}
      </Stack>
      <Divider />
      <Stack spacing={1} component="section" aria-labelledby="lead-quotes-title">
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography id="lead-quotes-title" variant="subtitle2" component="h3">
            {T.quotes}
          </Typography>
          <Button variant="contained" size="small" startIcon={<RequestQuoteIcon />} onClick={() => setQuoting(true)}>
            {T.createQuote}
          </Button>
        </Stack>
        <LeadQuotes quotes={lead.quotes} />
      </Stack>
      <Divider />
      <LeadTimeline lead={lead} />
      <CreateQuoteDialog lead={lead} open={quoting} onClose={() => setQuoting(false)} />
    </Stack>
  );
}
