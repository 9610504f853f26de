// 'Import prices': the admin picks a price file (CSV), sees what it would add,
// change, remove and reject, and applies it or cancels. A file with rejected
// rows cannot be applied: nothing changes until every row is right.
import { useState, type ChangeEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { checkCsvText, CsvError, PRICE_FILE_MAX_BYTES, type PriceChangeReport } from '@hair/domain';
import { errorMessage } from '../../../../lib/api-errors';
import { useTRPC } from '../../../../lib/trpc';
import { PriceChangesPreview } from './PriceChangesPreview';
import { PRICE_TOOLS_TEXTS as T } from './texts';
import { usePriceChangeApply } from './usePriceChangeApply';

const IMPORT_GROUPS = ['changed', 'added', 'removed', 'rejected'] as const;

/** The file's text, or the reason it cannot be sent ('csv: ' is the server's name of the field, which the admin did not type). */
async function readFile(file: File): Promise<{ csv: string } | { problem: string }> {
  if (file.size > PRICE_FILE_MAX_BYTES) return { problem: T.fileTooLarge(PRICE_FILE_MAX_BYTES / (1024 * 1024)) };
  try {
    return { csv: checkCsvText(await file.text()) };
  } catch (error) {
    if (error instanceof CsvError) return { problem: error.message };
    throw error;
  }
}

export function ImportPricesDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const trpc = useTRPC();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const preview = useMutation(trpc.prices.previewImport.mutationOptions());
  const apply = useMutation(trpc.prices.applyImport.mutationOptions());
  const outcome = usePriceChangeApply();
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [report, setReport] = useState<PriceChangeReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  function reset() {
    setFile(null);
    setReport(null);
    setProblem(null);
    outcome.clearNotice();
  }

  function close() {
    reset();
    onClose();
  }

  async function previewFile(csv: string) {
    setReport(await preview.mutateAsync({ csv }));
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // The same file may be chosen again after it is corrected.
    event.target.value = '';
    if (!chosen) return;
    reset();
    setReading(true);
    try {
      const read = await readFile(chosen);
      if ('problem' in read) return setProblem(read.problem);
      setFile({ name: chosen.name, csv: read.csv });
      await previewFile(read.csv);
    } catch (failure) {
      setProblem(errorMessage(failure, T.previewFailed).replace(/^csv: /, ''));
    } finally {
      setReading(false);
    }
  }

  const changes = report ? report.counts.added + report.counts.changed + report.counts.removed : 0;
  const canApply = Boolean(file && report && report.counts.rejected === 0 && changes > 0) && !outcome.applying;
  const busy = reading || outcome.applying;

  const chooseFile = (
    <Button component="label" variant={report || problem ? 'text' : 'contained'} startIcon={<UploadFileIcon />} disabled={busy}>
      {report || problem ? T.chooseAnother : T.import}
      <input type="file" accept=".csv,text/csv" hidden onChange={(event) => void onFile(event)} data-testid="price-file-input" />
    </Button>
  );

  return (
    <Dialog open={open} onClose={busy ? undefined : close} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="import-prices-title">
      <DialogTitle id="import-prices-title">{T.importTitle}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {T.importIntro}
          </Typography>
          {file && (
            <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Typography>
          )}
          {reading && (
            <div role="status">
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {T.reading}
              </Typography>
              <LinearProgress aria-hidden />
            </div>
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
          {outcome.notice && <Alert severity={outcome.notice.severity}>{outcome.notice.text}</Alert>}
          {report && report.counts.rejected > 0 && <Alert severity="error">{T.rejectedAlert(report.counts.rejected)}</Alert>}
          {report && report.counts.rejected === 0 && changes === 0 && <Alert severity="info">{T.nothingToChange}</Alert>}
          {report && <PriceChangesPreview key={report.preview_id} report={report} groups={IMPORT_GROUPS} />}
          {!report && !reading && <div>{chooseFile}</div>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        {(report || problem) && <span style={{ marginRight: 'auto' }}>{chooseFile}</span>}
        <Button onClick={close} disabled={busy}>
          {T.cancel}
        </Button>
        <Button
          variant="contained"
          disabled={!canApply}
          onClick={() => void outcome.run(() => apply.mutateAsync({ csv: file!.csv, preview_id: report!.preview_id }), () => previewFile(file!.csv), close)}
        >
          {outcome.applying ? T.applying : T.apply}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
