// One inquiry with every field, the product it is about, its status actions, and the reply links.
import { type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { productPagePath, type Inquiry, type InquiryStatus } from '@hair/domain';
import { FactList } from '../layout/FactList';
import { formatReceived, inquiryName, productInterestLabel, replyMailto, replyWhatsApp, volumeLabel } from './inquiry-format';
import { INQUIRY_ADMIN_TEXTS as T } from './texts';

export interface InquiryDetailProps {
  inquiry: Inquiry;
  busy: boolean;
  onSetStatus(status: InquiryStatus): void;
}

export function InquiryDetail({ inquiry, busy, onSetStatus }: InquiryDetailProps) {
  const whatsapp = replyWhatsApp(inquiry);
  const facts: [string, ReactNode][] = [
    [T.email, <Link href={replyMailto(inquiry)}>{inquiry.email}</Link>],
    [T.phone, inquiry.phone],
    ...(inquiry.product ? ([[T.product, <Link href={productPagePath(inquiry.product.slug)}>{inquiry.product.name}</Link>]] as [string, ReactNode][]) : []),
    [T.productInterest, productInterestLabel(inquiry.product_interest)],
    [T.volume, volumeLabel(inquiry.volume)],
    [T.received, formatReceived(inquiry.created_at)],
    ...(inquiry.read_at ? ([[T.readAt, formatReceived(inquiry.read_at)]] as [string, ReactNode][]) : []),
  ];

  return (
    <Stack spacing={2.5} component="article" aria-labelledby="inquiry-detail-name">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id="inquiry-detail-name" variant="h5" component="h2">
          {inquiryName(inquiry)}
        </Typography>
        <Chip data-testid="inquiry-status" size="small" label={T.status[inquiry.status]} color={inquiry.status === 'new' ? 'secondary' : 'default'} variant={inquiry.status === 'new' ? 'filled' : 'outlined'} />
      </Stack>
      <FactList facts={facts} />
      <Divider />
      <div>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {T.message}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: inquiry.message ? 'text.primary' : 'text.secondary' }}>
          {inquiry.message || T.noMessage}
        </Typography>
      </div>
      <Divider />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" startIcon={<EmailOutlined />} href={replyMailto(inquiry)}>
          {T.replyEmail}
        </Button>
        {whatsapp && (
          <Button variant="outlined" startIcon={<WhatsApp />} href={whatsapp} target="_blank" rel="noopener noreferrer">
            {T.replyWhatsApp}
          </Button>
        )}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {inquiry.status === 'new' && (
          <Button startIcon={<MarkEmailReadOutlined />} disabled={busy} onClick={() => onSetStatus('read')}>
            {T.markRead}
          </Button>
        )}
        {(inquiry.status === 'new' || inquiry.status === 'read') && (
          <Button startIcon={<ReplyOutlined />} disabled={busy} onClick={() => onSetStatus('replied')}>
            {T.markReplied}
          </Button>
        )}
        {(inquiry.status === 'read' || inquiry.status === 'replied') && (
          <Button startIcon={<MarkEmailUnreadOutlined />} disabled={busy} onClick={() => onSetStatus('new')}>
            {T.markUnread}
          </Button>
        )}
        {inquiry.status === 'archived' ? (
          <Button startIcon={<UnarchiveOutlined />} disabled={busy} onClick={() => onSetStatus('read')}>
            {T.restore}
          </Button>
        ) : (
          <Button startIcon={<ArchiveOutlined />} disabled={busy} onClick={() => onSetStatus('archived')}>
            {T.archive}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
