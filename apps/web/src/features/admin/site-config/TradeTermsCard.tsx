// The site's trade terms (Product Detail tab), with their own save: every product
// page shows them under the price unless the product overrides a term.
import { useState } from 'react';
import Button from '@mui/material/Button';
import { ADMIN_TEXTS, readTradeTerms, tradeTermsSchema } from '@hair/domain';
import { differsFromSaved, useUnsavedChanges } from '../forms/unsaved-changes';
import { TradeTermsFields } from '../trade-terms/TradeTermsFields';
import { SectionCard } from './SectionCard';
import { useSaveSection } from './use-site-config';

export const TRADE_TERMS_CARD = {
  title: 'Trade terms',
  description: 'Shown under the price on every product page. A product may override any of them in its form.',
} as const;

export function TradeTermsCard({ config }: { config: Record<string, unknown> }) {
  const saved = readTradeTerms(config.trade_terms);
  const [draft, setDraft] = useState(saved);
  const [saving, setSaving] = useState(false);
  const saveSection = useSaveSection();
  // Compared as the server stores them (trimmed, blank rows dropped), so a save leaves nothing unsaved.
  const stored = tradeTermsSchema.safeParse(draft);
  useUnsavedChanges(!stored.success || differsFromSaved(stored.data, saved));

  const save = async () => {
    setSaving(true);
    await saveSection('product_detail', { ...config, trade_terms: draft });
    setSaving(false);
  };

  return (
    <SectionCard
      title={TRADE_TERMS_CARD.title}
      description={TRADE_TERMS_CARD.description}
      actions={
        <Button variant="contained" onClick={save} disabled={saving || !stored.success}>
          {saving ? ADMIN_TEXTS.saving : ADMIN_TEXTS.save}
        </Button>
      }
    >
      <TradeTermsFields idPrefix="site-trade-terms" value={draft} onChange={setDraft} disabled={saving} />
    </SectionCard>
  );
}
