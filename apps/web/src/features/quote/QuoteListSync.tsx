// Keeps a signed-in buyer's quote list on the server: at sign-in (or on a page
// opened signed in) the browser's lines are merged into the account's list, and
// the buyer is told about lines that could not be kept; each later change replaces
// the stored list (the newest list wins, sent one at a time). Sign-out takes the
// account's list off the screen. Loaded with the first sign-in (App).
import { useEffect } from 'react';
import { enqueueSnackbar } from '../../lib/toast';
import { useTRPCClient, type ApiClient } from '../../lib/trpc';
import { useSession } from '../session/session-context';
import { QUOTE_LIST_TEXTS } from './quote-list-texts';
import { browserQuoteLines, leaveAccountList, loadingAccountList, showAccountList } from './quote-list-store';
import type { QuoteListLine } from './quote-list';

/** Sends the newest list to the account, one call at a time. */
function accountSender(client: ApiClient): (lines: QuoteListLine[]) => void {
  let waiting: QuoteListLine[] | null = null;
  let sending = false;
  const flush = async () => {
    sending = true;
    while (waiting) {
      const lines = waiting;
      waiting = null;
      try {
        await client.quoteList.replace.mutate({ lines });
      } catch (error) {
        console.warn('The quote list could not be saved', error);
      }
    }
    sending = false;
  };
  return (lines) => {
    waiting = lines;
    if (!sending) void flush();
  };
}

async function loadAccountList(client: ApiClient): Promise<{ lines: QuoteListLine[]; dropped: number }> {
  const local = browserQuoteLines();
  if (local.length === 0) return { lines: (await client.quoteList.get.query()).items, dropped: 0 };
  const merged = await client.quoteList.merge.mutate({ lines: local });
  return { lines: merged.items, dropped: merged.dropped.length };
}

/** Mounted while a buyer is signed in (App): leaving, it takes their list off the screen. */
export function QuoteListSync() {
  const client = useTRPCClient();
  const userId = useSession().user?.id;

  useEffect(() => {
    let current = true;
    loadingAccountList(true);
    loadAccountList(client).then(
      ({ lines, dropped }) => {
        if (!current) return;
        showAccountList(lines, accountSender(client));
        if (dropped > 0) enqueueSnackbar(QUOTE_LIST_TEXTS.droppedAtSignIn(dropped), { variant: 'warning' });
      },
      (error: unknown) => {
        console.warn('The quote list could not be loaded', error);
        if (current) loadingAccountList(false);
      },
    );
    return () => {
      current = false;
      leaveAccountList();
    };
  }, [client, userId]);

  return null;
}
