// Quote requests: the sales pipeline as a board (a column per stage) or a grid,
// with filters, the CSV export and the lead panel. The view, the filters and the
// open lead are in the address (?open={id} is where the sales e-mails lead).
import { useNavigate, useSearch } from '@tanstack/react-router';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { usePageMeta } from '../../../lib/page-meta';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { ExportCsvButton } from './ExportCsvButton';
import { LeadFilters } from './LeadFilters';
import { LeadPanel } from './LeadPanel';
import { LeadsBoard } from './LeadsBoard';
import { LeadsGrid } from './LeadsGrid';
import { leadFilters, type PipelineSearch, type PipelineView } from './pipeline-search';
import { PIPELINE_TEXTS as T } from './texts';
import { useLeadUpdate } from './use-lead-update';

export function QuoteRequestsAdminPage() {
  usePageMeta({ title: T.pageTitle });
  const search = useSearch({ from: '/admin/quote-requests' });
  const navigate = useNavigate({ from: '/admin/quote-requests' });
  const setSearch = (patch: Partial<PipelineSearch>) => void navigate({ search: (current) => ({ ...current, ...patch }), replace: true, resetScroll: false });
  const open = (id: string | null) => setSearch({ open: id ?? undefined });
  const leadUpdate = useLeadUpdate();
  const filters = leadFilters(search);
  const view: PipelineView = search.view ?? 'board';

  return (
    <>
      <AdminPageHeader
        title={T.pageTitle}
        description={T.pageDescription}
        actions={
          <>
            <ToggleButtonGroup value={view} exclusive size="small" aria-label={T.viewLabel} onChange={(_, next: PipelineView | null) => next && setSearch({ view: next === 'grid' ? 'grid' : undefined })}>
              <ToggleButton value="board">{T.board}</ToggleButton>
              <ToggleButton value="grid">{T.grid}</ToggleButton>
            </ToggleButtonGroup>
            <ExportCsvButton filters={filters} />
          </>
        }
      />
      <LeadFilters search={search} onChange={setSearch} />
      {view === 'grid' ? <LeadsGrid key={JSON.stringify(filters)} filters={filters} onOpen={open} /> : <LeadsBoard filters={filters} onOpen={open} onMove={leadUpdate.move} />}
      <LeadPanel id={search.open ?? null} onClose={() => open(null)} leadUpdate={leadUpdate} />
      {leadUpdate.lostDialog}
    </>
  );
}
