// The inbox list: newest first (the server's order), unread ones in bold.
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { type Inquiry } from '@hair/domain';
import { visuallyHidden } from '../../catalog/detail/visually-hidden';
import { formatReceived, inquiryName, productInterestLabel } from './inquiry-format';
import { INQUIRY_ADMIN_TEXTS as T } from './texts';

export interface InquiryListProps {
  items: Inquiry[];
  selectedId: string | null;
  onSelect(inquiry: Inquiry): void;
}

export function InquiryList({ items, selectedId, onSelect }: InquiryListProps) {
  return (
    <List aria-label={T.listLabel} disablePadding>
      {items.map((inquiry) => {
        const unread = inquiry.status === 'new';
        return (
          <ListItem key={inquiry.id} disablePadding divider>
            <ListItemButton
              selected={inquiry.id === selectedId}
              onClick={() => onSelect(inquiry)}
              sx={{ alignItems: 'flex-start', py: 1.5, gap: 1.5 }}
            >
              <Box
                aria-hidden
                sx={{ width: 8, height: 8, mt: 0.9, borderRadius: '50%', flexShrink: 0, bgcolor: unread ? 'secondary.dark' : 'transparent' }}
              />
              <Stack sx={{ minWidth: 0, flex: 1 }} spacing={0.25}>
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
                  <Typography variant="body2" noWrap sx={{ fontWeight: unread ? 700 : 500 }}>
                    {inquiryName(inquiry)}
                    {unread && <Box component="span" sx={visuallyHidden}>{` (${T.status.new})`}</Box>}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" noWrap sx={{ flexShrink: 0 }}>
                    {formatReceived(inquiry.created_at)}
                  </Typography>
                </Stack>
                <Typography variant="caption" color="text.secondary" noWrap>
                  {[productInterestLabel(inquiry.product_interest), inquiry.email].filter((s) => s !== '-').join(' · ')}
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {inquiry.message || T.noMessage}
                </Typography>
              </Stack>
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
