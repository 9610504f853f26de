// Every length × texture price of the chosen grade and quantity tier, in one
// table a buyer can print: printing shows this table alone.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { cellUnitPrice, formatAmount, quantityNoun, tierRangeLabel, unitLabel, type GridSearch, type PriceGrid } from '@hair/domain';
import { resolveGridSelection } from './grid-selection';
import { PRICE_GRID_TEXTS } from './price-grid-texts';
import { priceTableSx } from './price-table-sx';

const PRINT_ID = 'price-table';

// On paper only the table shows: everything else on the page is hidden while printing.
const printStyles = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    [`#${PRINT_ID}, #${PRINT_ID} *`]: { visibility: 'visible' },
    [`#${PRINT_ID}`]: { position: 'absolute', left: 0, top: 0, width: '100%' },
    [`#${PRINT_ID} .no-print`]: { display: 'none' },
  },
} as const;

// Row headers stay in view while a phone scrolls sideways; column headers stay on top while the page scrolls.
const fullTableSx = {
  borderCollapse: 'separate',
  '& thead th': { position: 'sticky', top: 0, zIndex: 2, bgcolor: 'background.default', fontWeight: 700, whiteSpace: 'nowrap' },
  '& thead th:first-child': { left: 0, zIndex: 3, bgcolor: 'background.paper' },
  '& tbody th': { position: 'sticky', left: 0, bgcolor: 'background.paper', fontWeight: 600 },
  '& tbody td': { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
} as const;

export function FullPriceTable({ grid, search, productName }: { grid: PriceGrid; search: GridSearch; productName: string }) {
  const { selection, tierIndex } = resolveGridSelection(grid, search);
  if (!selection) return null;
  const grade = grid.grades.find((g) => g.slug === selection.grade);
  const noun = quantityNoun(grid.unit, grid.quantity_unit);
  const tierText = tierRangeLabel(grid.tiers, tierIndex, noun);
  const byKey = new Map(grid.cells.map((c) => [`${c.length}|${c.texture}|${c.grade}`, c]));
  // Only textures that have a price in this grade get a column.
  const textures = grid.textures.filter((t) => grid.cells.some((c) => c.texture === t.slug && c.grade === selection.grade));
  const lengths = grid.lengths.filter((l) => grid.cells.some((c) => c.length === l && c.grade === selection.grade));

  return (
    <Box component="section" id={PRINT_ID} aria-labelledby="full-price-table-heading" data-testid="full-price-table">
      <GlobalStyles styles={printStyles} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id="full-price-table-heading" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' } }}>
          {PRICE_GRID_TEXTS.fullTable}
        </Typography>
        <Button className="no-print" variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
          {PRICE_GRID_TEXTS.print}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {productName} · {PRICE_GRID_TEXTS.fullTableCaption(grade?.name ?? '', tierText)} · {grid.currency} {unitLabel(grid.unit, grid.bundle_grams)}
      </Typography>
      {/* A phone scrolls the table sideways; the length column stays in view. */}
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }} tabIndex={0} role="region" aria-labelledby="full-price-table-heading">
        <Box component="table" sx={[priceTableSx, fullTableSx]}>
          <thead>
            <tr>
              <th scope="col">{PRICE_GRID_TEXTS.lengthColumn}</th>
              {textures.map((t) => (
                <th key={t.slug} scope="col">
                  {t.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lengths.map((length) => (
              <tr key={length} data-selected={length === selection.length || undefined}>
                <th scope="row">{PRICE_GRID_TEXTS.inches(length)}</th>
                {textures.map((t) => {
                  const cell = byKey.get(`${length}|${t.slug}|${selection.grade}`);
                  const price = cell ? cellUnitPrice(grid, cell, tierIndex) : null;
                  return <td key={t.slug} data-price="">{price === null ? <span aria-label={PRICE_GRID_TEXTS.notOffered}>–</span> : formatAmount(price, grid.currency)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}
