// 'Accept this quote?': the buyer confirms, the server records the acceptance and
// tells sales. A refusal (409: expired, accepted already, another quote accepted)
// shows the server's message.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import type { PublicQuote } from '@hair/domain';
import { errorMessage } from '../../lib/api-errors';
import { useTRPC } from '../../lib/trpc';
import { QUOTE_TEXTS } from './quote-texts';

export interface AcceptQuoteProps {
  token: string;
  reference: string;
  onClose(): void;
  onAccepted(quote: PublicQuote): void;
}

export function AcceptQuote({ token, reference, onClose, onAccepted }: AcceptQuoteProps) {
  const trpc = useTRPC();
  const accept = useMutation(trpc.quotes.accept.mutationOptions());
  const confirm = () =>
    accept.mutate(
      { token },
      {
        onSuccess: (quote) => {
          onAccepted(quote);
          onClose();
        },
      },
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby="accept-quote-title">
      <DialogTitle id="accept-quote-title">{QUOTE_TEXTS.confirmTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{QUOTE_TEXTS.confirmText(reference)}</DialogContentText>
        {accept.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(accept.error, QUOTE_TEXTS.failedFallback)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{QUOTE_TEXTS.cancel}</Button>
        <Button variant="contained" onClick={confirm} disabled={accept.isPending || accept.isError}>
          {accept.isPending ? QUOTE_TEXTS.accepting : QUOTE_TEXTS.accept}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
