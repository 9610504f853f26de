// 'Export CSV': the leads the current filters match, one row per line, saved
// under the server's file name (quote-requests-{date}.csv).
import { useState } from 'react';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { errorMessage } from '../../../lib/api-errors';
import { downloadTextFile } from '../../../lib/download-file';
import { enqueueSnackbar } from '../../../lib/toast';
import { useTRPCClient } from '../../../lib/trpc';
import type { PipelineFilters } from './pipeline-search';
import { PIPELINE_TEXTS as T } from './texts';

export function ExportCsvButton({ filters }: { filters: PipelineFilters }) {
  const client = useTRPCClient();
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      const file = await client.quoteRequests.exportCsv.query(filters);
      downloadTextFile(file.csv, file.file_name);
    } catch (error) {
      enqueueSnackbar(`${T.exportFailed}: ${errorMessage(error, T.exportFailed)}`, { variant: 'error' });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void exportCsv()} disabled={exporting}>
      {exporting ? T.exporting : T.exportCsv}
    </Button>
  );
}
