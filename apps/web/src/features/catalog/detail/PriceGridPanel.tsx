// The product page's price grid: choices for length, texture and grade (only
// offered combinations can be picked), the quantity tier, the unit price of the
// pick, the tier table, the minimum order and the bundle weight. The pick lives
// in the URL, so a shared link opens the same selection. The quantity typed picks
// the tier (a tier's chip sets the quantity to its minimum); 'Add to quote' puts
// the pick, with that quantity, on the buyer's quote list.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  cellUnitPrice,
  cellUnitPrices,
  findCell,
  formatAmount,
  gridSearchOf,
  offeredOptions,
  lineUnit,
  pickOption,
  quantityForTier,
  quantityNoun,
  readQuantity,
  tierIndexForQuantity,
  tierRangeLabel,
  unitLabel,
  type GridAxis,
  type GridSearch,
  type PriceGrid,
} from '@hair/domain';
import { AddToQuote } from './AddToQuote';
import { GridChoiceRow } from './GridChoiceRow';
import { resolveGridSelection } from './grid-selection';
import { PRICE_GRID_TEXTS } from './price-grid-texts';
import { DetailField } from './DetailField';
import { priceTableSx } from './price-table-sx';

export interface PriceGridPanelProps {
  productId: string;
  productName: string;
  grid: PriceGrid;
  search: GridSearch;
  onSearchChange: (search: GridSearch) => void;
}

export function PriceGridPanel({ productId, productName, grid, search, onSearchChange }: PriceGridPanelProps) {
  const { axes, selection, tierIndex: linkedTier } = resolveGridSelection(grid, search);
  const [quantityText, setQuantityText] = useState(() => String(quantityForTier(grid, linkedTier)));
  if (!selection) return null;
  // A quantity that can be read picks the tier; while it cannot, the link's tier stays.
  const tierOfText = (text: string) => {
    const read = readQuantity(text, lineUnit(grid, false));
    return 'quantity' in read ? Math.max(0, tierIndexForQuantity(grid.tiers, read.quantity)) : linkedTier;
  };
  const tierIndex = tierOfText(quantityText);
  const noun = quantityNoun(grid.unit, grid.quantity_unit);
  const cell = findCell(grid.cells, selection);
  const price = cell ? cellUnitPrice(grid, cell, tierIndex) : null;

  const pick = (axis: GridAxis, value: number | string) => {
    const next = pickOption(axes, selection, axis, value);
    if (next) onSearchChange(gridSearchOf(next, tierIndex));
  };
  // Lengths first, then the textures of that length, then the grades of both: every pick leads somewhere.
  const lengths = offeredOptions(axes, {}).lengths;
  const textures = offeredOptions(axes, { length: selection.length }).textures;
  const grades = offeredOptions(axes, { length: selection.length, texture: selection.texture }).grades;

  return (
    <Box component="section" aria-labelledby="price-grid-heading" data-testid="price-grid" sx={{ mb: 3 }}>
      <Typography id="price-grid-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {PRICE_GRID_TEXTS.heading}
      </Typography>
      <GridChoiceRow
        label={PRICE_GRID_TEXTS.length}
        testId="grid-lengths"
        choices={lengths.map((o) => ({
          key: String(o.value),
          label: PRICE_GRID_TEXTS.inches(o.value),
          selected: o.value === selection.length,
          enabled: o.enabled,
          onPick: () => pick('length', o.value),
        }))}
      />
      <GridChoiceRow
        label={PRICE_GRID_TEXTS.texture}
        testId="grid-textures"
        choices={textures.map((o) => ({
          key: o.value.slug,
          label: o.value.name,
          selected: o.value.slug === selection.texture,
          enabled: o.enabled,
          onPick: () => pick('texture', o.value.slug),
        }))}
      />
      <GridChoiceRow
        label={PRICE_GRID_TEXTS.grade}
        testId="grid-grades"
        choices={grades.map((o) => ({
          key: o.value.slug,
          label: o.value.name,
          selected: o.value.slug === selection.grade,
          enabled: o.enabled,
          onPick: () => pick('grade', o.value.slug),
        }))}
      />
      {grid.tiers.length > 1 && (
        <GridChoiceRow
          label={PRICE_GRID_TEXTS.quantity}
          testId="grid-tiers"
          choices={grid.tiers.map((_, i) => ({
            key: String(i),
            label: tierRangeLabel(grid.tiers, i, noun),
            selected: i === tierIndex,
            enabled: true,
            onPick: () => {
              setQuantityText(String(quantityForTier(grid, i)));
              onSearchChange(gridSearchOf(selection, i));
            },
          }))}
        />
      )}

      <Box sx={{ p: 2.5, my: 2, bgcolor: 'background.paper', borderLeft: 3, borderColor: 'secondary.main' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {PRICE_GRID_TEXTS.unitPrice}
        </Typography>
        <Typography data-testid="grid-unit-price" data-price="" aria-live="polite" sx={{ fontFamily: 'h1.fontFamily', fontSize: { xs: '1.75rem', md: '2rem' }, fontWeight: 600, lineHeight: 1.2 }}>
          {price === null ? PRICE_GRID_TEXTS.notOffered : formatAmount(price, grid.currency)}{' '}
          <Typography component="span" sx={{ fontSize: '1rem', color: 'text.secondary', fontWeight: 400 }}>
            {unitLabel(grid.unit, null)}
          </Typography>
        </Typography>
      </Box>

      {cell && (
        <AddToQuote
          productId={productId}
          productName={productName}
          grid={grid}
          selection={selection}
          cell={cell}
          text={quantityText}
          onTextChange={(text) => {
            setQuantityText(text);
            // The link follows the tier the quantity reaches, so a shared link shows the same price.
            const reached = tierOfText(text);
            if (reached !== linkedTier) onSearchChange(gridSearchOf(selection, reached));
          }}
        />
      )}

      {cell && grid.tiers.length > 1 && (
        <Box component="table" aria-label={PRICE_GRID_TEXTS.tierTable} data-testid="grid-tier-table" sx={[priceTableSx, { mb: 2 }]}>
          <thead>
            <tr>
              <th scope="col">{PRICE_GRID_TEXTS.tierColumn}</th>
              <th scope="col">{PRICE_GRID_TEXTS.priceColumn}</th>
            </tr>
          </thead>
          <tbody>
            {cellUnitPrices(grid, cell).map((p, i) => (
              <tr key={i} data-selected={i === tierIndex || undefined}>
                <td>{tierRangeLabel(grid.tiers, i, noun)}</td>
                <td data-price="">{p === null ? '–' : formatAmount(p, grid.currency)}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      )}

      <Box component="dl" data-testid="grid-terms" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
        {grid.moq !== null && <DetailField label={PRICE_GRID_TEXTS.minimumOrder}>{`${grid.moq} ${quantityNoun(grid.unit, grid.quantity_unit, grid.moq !== 1)}`}</DetailField>}
        {grid.line_moq !== null && (
          <DetailField label={PRICE_GRID_TEXTS.minimumPerLength}>{`${grid.line_moq} ${quantityNoun(grid.unit, grid.quantity_unit, grid.line_moq !== 1)}`}</DetailField>
        )}
        {grid.bundle_grams !== null && <DetailField label={PRICE_GRID_TEXTS.bundleWeight}>{PRICE_GRID_TEXTS.grams(grid.bundle_grams)}</DetailField>}
      </Box>
    </Box>
  );
}

