// The preview of an import or a bulk change: the counts of prices added,
// changed, removed and rows rejected, and a tab per group listing them (old →
// new price, the file's row for an import). Everything shown is text.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { PriceChangeReport } from '@hair/domain';
import { amountLabel, priceLabel, tierLabel } from './price-change-format';
import { PRICE_TOOLS_TEXTS as T } from './texts';

export type PreviewGroup = 'changed' | 'added' | 'removed' | 'rejected';

/** The first group to show: the rejected rows when there are any, else the first group with entries. */
function firstGroup(report: PriceChangeReport, groups: readonly PreviewGroup[]): PreviewGroup {
  if (groups.includes('rejected') && report.counts.rejected > 0) return 'rejected';
  return groups.find((group) => report.counts[group] > 0) ?? groups[0]!;
}

export function PriceChangesPreview({ report, groups }: { report: PriceChangeReport; groups: readonly PreviewGroup[] }) {
  const [chosen, setChosen] = useState<PreviewGroup | null>(null);
  const group = chosen ?? firstGroup(report, groups);
  const listed = group === 'rejected' ? report.rejected.length : report[group].length;
  const total = report.counts[group];

  return (
    <Box data-testid="price-changes-preview">
      <Stack component="dl" aria-label={T.summary} direction="row" sx={{ gap: 1, m: 0 }} data-testid="price-change-counts">
        {groups.map((g) => (
          <Box
            key={g}
            sx={{ flex: '1 1 0', minWidth: 0, maxWidth: 160, px: 1.25, py: 0.75, borderRadius: 1, border: 1, borderColor: g === 'rejected' && report.counts.rejected > 0 ? 'error.main' : 'divider' }}
          >
            <Typography component="dt" variant="caption" color="text.secondary" noWrap>
              {T.counts[g]}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.15rem' }}>
              {report.counts[g].toLocaleString('en-US')}
            </Typography>
          </Box>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, mb: 1 }}>
        {T.productsAffected(report.products)}
      </Typography>
      <Tabs value={group} onChange={(_event, value: PreviewGroup) => setChosen(value)} variant="scrollable" allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {groups.map((g) => (
          <Tab key={g} value={g} label={`${T.counts[g]} (${report.counts[g].toLocaleString('en-US')})`} id={`price-preview-tab-${g}`} aria-controls={`price-preview-panel-${g}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`price-preview-panel-${group}`} aria-labelledby={`price-preview-tab-${group}`} sx={{ pt: 1 }}>
        {total === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {T.emptyGroup}
          </Typography>
        ) : group === 'rejected' ? (
          <RejectedTable rows={report.rejected} />
        ) : (
          <ChangesTable changes={report[group]} />
        )}
        {listed < total && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {T.listCapped(listed, total)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

const wrap = { overflowWrap: 'anywhere' } as const;

/** On a phone the product's name goes above its price, so that the price keeps a readable width. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;
const narrowOnly = { display: { xs: 'block', sm: 'none' }, fontWeight: 600 } as const;
const caption = { display: 'block' } as const;

function ChangesTable({ changes }: { changes: PriceChangeReport['changed'] }) {
  return (
    <Table size="small" sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ ...wideOnly, width: '34%' }}>{T.columnProduct}</TableCell>
          <TableCell>{T.columnPrice}</TableCell>
          <TableCell align="right" sx={{ width: { xs: 76, sm: 96 } }}>{T.columnOld}</TableCell>
          <TableCell align="right" sx={{ width: { xs: 76, sm: 96 } }}>{T.columnNew}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change, i) => {
          const row = change.row !== null && (
            <Typography variant="caption" color="text.secondary" component="span" sx={caption}>
              {`${T.columnRow} ${change.row}`}
            </Typography>
          );
          return (
            <TableRow key={`${change.product.id}-${change.field}-${change.length}-${change.texture}-${change.grade}-${change.tier_min_quantity}-${i}`}>
              <TableCell sx={{ ...wideOnly, ...wrap }}>
                {change.product.name}
                {row}
              </TableCell>
              <TableCell sx={wrap}>
                <Typography component="span" variant="body2" sx={narrowOnly}>
                  {change.product.name}
                </Typography>
                {priceLabel(change)}
                {change.tier_min_quantity !== null && (
                  <Typography variant="caption" color="text.secondary" component="span" sx={caption}>
                    {tierLabel(change)}
                  </Typography>
                )}
                <Box component="span" sx={{ display: { sm: 'none' } }}>
                  {row}
                </Box>
              </TableCell>
              <TableCell align="right">{amountLabel(change.old_price, change.product.currency)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>{amountLabel(change.new_price, change.product.currency)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function RejectedTable({ rows }: { rows: PriceChangeReport['rejected'] }) {
  return (
    <Table size="small" sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 56 }}>{T.columnRow}</TableCell>
          <TableCell sx={{ width: { xs: 92, sm: 160 } }}>{T.columnField}</TableCell>
          <TableCell>{T.columnProblem}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, i) => (
          <TableRow key={`${row.row}-${row.field}-${i}`}>
            <TableCell>{row.row}</TableCell>
            <TableCell sx={wrap}>{row.field}</TableCell>
            <TableCell sx={wrap}>{row.message}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
