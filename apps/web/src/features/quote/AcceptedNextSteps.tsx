// What an accepted quote's page says where the buyer pressed 'Accept quote': it
// is accepted, and what comes next (the deposit on the quote's payment terms, to
// the factory's bank account, then production in the site's lead time). Just
// after the acceptance it is scrolled into view and focused, so a buyer on a
// phone sees it without scrolling back up a long quote.
import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PublicQuote } from '@hair/domain';
import { QUOTE_TEXTS } from './quote-texts';

export function AcceptedNextSteps({ quote, justAccepted }: { quote: PublicQuote; justAccepted: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!justAccepted || !box.current) return;
    box.current.scrollIntoView({ block: 'center' });
    box.current.focus({ preventScroll: true });
  }, [justAccepted]);

  const steps = [
    QUOTE_TEXTS.stepDeposit(quote.payment_terms),
    quote.factory.bank_details ? QUOTE_TEXTS.stepBank : null,
    quote.lead_time ? QUOTE_TEXTS.stepProduction(quote.lead_time) : null,
  ].filter((step): step is string => step !== null);

  return (
    <Alert ref={box} tabIndex={-1} severity="success" role="status" data-testid="quote-accepted" sx={{ width: '100%', '&:focus': { outline: 2, outlineColor: 'success.main' } }}>
      <AlertTitle>{QUOTE_TEXTS.acceptedTitle}</AlertTitle>
      <Typography variant="body2">{QUOTE_TEXTS.acceptedText(quote.reference)}</Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, mt: 1 }}>
        {QUOTE_TEXTS.nextSteps}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
        {steps.map((step) => (
          <Typography key={step} component="li" variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {step}
          </Typography>
        ))}
      </Box>
    </Alert>
  );
}
