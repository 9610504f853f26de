// The product list's 'Prices' menu: export the price file, import one (with its
// preview), and change prices by percentage (with its preview).
import { useState } from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PercentIcon from '@mui/icons-material/Percent';
import PriceChangeIcon from '@mui/icons-material/PriceChangeOutlined';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import type { Category } from '@hair/domain';
import { errorMessage } from '../../../../lib/api-errors';
import { enqueueSnackbar } from '../../../../lib/toast';
import { useTRPCClient } from '../../../../lib/trpc';
import { BulkChangeDialog } from './BulkChangeDialog';
import { ImportPricesDialog } from './ImportPricesDialog';
import { collectPriceFile, downloadPriceFile } from './price-file-download';
import { PRICE_TOOLS_TEXTS as T } from './texts';

export function PricesMenu({ categories }: { categories: readonly Category[] }) {
  const client = useTRPCClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'import' | 'bulk' | null>(null);
  const [exporting, setExporting] = useState(false);

  async function exportPrices() {
    setAnchor(null);
    setExporting(true);
    try {
      downloadPriceFile(await collectPriceFile((after) => client.prices.exportPage.query(after === undefined ? undefined : { after })));
    } catch (error) {
      enqueueSnackbar(`${T.exportFailed}: ${errorMessage(error, T.exportFailed)}`, { variant: 'error' });
    } finally {
      setExporting(false);
    }
  }

  const open = (which: 'import' | 'bulk') => {
    setAnchor(null);
    setDialog(which);
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PriceChangeIcon />}
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'prices-menu' : undefined}
        disabled={exporting}
      >
        {exporting ? T.exporting : T.menu}
      </Button>
      <Menu id="prices-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void exportPrices()}>
          <ListItemIcon><DownloadIcon fontSize="small" /></ListItemIcon>
          <ListItemText>{T.export}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => open('import')}>
          <ListItemIcon><UploadIcon fontSize="small" /></ListItemIcon>
          <ListItemText>{T.import}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => open('bulk')}>
          <ListItemIcon><PercentIcon fontSize="small" /></ListItemIcon>
          <ListItemText>{T.bulk}</ListItemText>
        </MenuItem>
      </Menu>
      <ImportPricesDialog open={dialog === 'import'} onClose={() => setDialog(null)} />
      <BulkChangeDialog open={dialog === 'bulk'} onClose={() => setDialog(null)} categories={categories} />
    </>
  );
}
