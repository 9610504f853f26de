// What the import and the bulk change do once the admin applies a preview: the
// toast, the refreshed product list, grids and histories; and, when the prices
// moved since the preview (409), a fresh preview to check before applying again.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PriceChangeReport } from '@hair/domain';
import { errorMessage, errorStatus } from '../../../../lib/api-errors';
import { enqueueSnackbar } from '../../../../lib/toast';
import { useTRPC } from '../../../../lib/trpc';
import { PRICE_TOOLS_TEXTS as T } from './texts';

export interface ApplyNotice {
  severity: 'warning' | 'error';
  text: string;
}

export interface ApplyOutcome {
  /** What to tell the admin after a failed apply, if anything. */
  notice: ApplyNotice | null;
  clearNotice(): void;
  /** True while the apply (or the fresh preview after a 409) runs. */
  applying: boolean;
  run(apply: () => Promise<PriceChangeReport>, previewAgain: () => Promise<unknown>, onApplied: () => void): Promise<void>;
}

export function usePriceChangeApply(): ApplyOutcome {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<ApplyNotice | null>(null);
  const [applying, setApplying] = useState(false);

  async function run(apply: () => Promise<PriceChangeReport>, previewAgain: () => Promise<unknown>, onApplied: () => void) {
    setApplying(true);
    setNotice(null);
    try {
      const report = await apply();
      const { added, changed, removed } = report.counts;
      enqueueSnackbar(T.applied(added + changed + removed), { variant: 'success' });
      await Promise.all([trpc.products.pathKey(), trpc.prices.pathKey(), trpc.priceHistory.pathKey()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onApplied();
    } catch (failure) {
      if (errorStatus(failure) === 409) {
        await previewAgain();
        setNotice({ severity: 'warning', text: T.changedSincePreview });
      } else {
        setNotice({ severity: 'error', text: `${T.applyFailed}: ${errorMessage(failure, T.applyFailed)}` });
      }
    } finally {
      setApplying(false);
    }
  }

  return { notice, clearNotice: () => setNotice(null), applying, run };
}
