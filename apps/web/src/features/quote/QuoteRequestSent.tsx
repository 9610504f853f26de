// What /quote shows once a request is sent: its reference, and a WhatsApp chat with
// sales prefilled with the reference and the lines (when a number is configured).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import WhatsApp from '@mui/icons-material/WhatsApp';
import type { BuyerRequest } from '@hair/domain';
import { whatsappUrl } from '../storefront/site-config/contact-links';
import { useSiteSection } from '../storefront/site-config/use-site-section';
import { whatsappRequestText } from './quote-list';
import { QUOTE_TEXTS } from './quote-texts';

export function QuoteRequestSent({ request, signedIn }: { request: BuyerRequest; signedIn: boolean }) {
  const { config } = useSiteSection('contact');
  const chat = whatsappUrl(config?.whatsapp, whatsappRequestText(request.reference, request.lines));
  return (
    <Box role="status" data-testid="quote-sent" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.7rem' }, mb: 1.5 }}>
        {QUOTE_TEXTS.sent(request.reference)}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{QUOTE_TEXTS.sentHint}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {chat && (
          <Button href={chat} target="_blank" rel="noopener noreferrer" variant="contained" startIcon={<WhatsApp />}>
            {QUOTE_TEXTS.continueOnWhatsApp}
          </Button>
        )}
        {signedIn && (
          <Button href="/account/requests" variant="outlined">
            {QUOTE_TEXTS.myRequestsLink}
          </Button>
        )}
      </Box>
    </Box>
  );
}
