// The filters above the board and the grid: search, stage, country, assignee and
// the follow-up date range. They live in the address (pipeline-search.ts), so the
// CSV export and a bookmark take them too; the search is written once typing pauses.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { COUNTRIES } from '@hair/domain';
import { useTRPC } from '../../../lib/trpc';
import { assigneeItems, stageItems } from './select-items';
import { hasFilters, type PipelineFilters, type PipelineSearch } from './pipeline-search';
import { PIPELINE_TEXTS as T } from './texts';

const SEARCH_PAUSE_MS = 400;

export interface LeadFiltersProps {
  search: PipelineSearch;
  onChange(filters: PipelineFilters): void;
}

export function LeadFilters({ search, onChange }: LeadFiltersProps) {
  const trpc = useTRPC();
  const assignees = useQuery(trpc.quoteRequests.assignees.queryOptions());
  const [q, setQ] = useState(search.q ?? '');

  // A change of the address (Clear filters, back) shows in the field.
  const [addressQ, setAddressQ] = useState(search.q);
  if (search.q !== addressQ) {
    setAddressQ(search.q);
    if ((search.q ?? '') !== q.trim()) setQ(search.q ?? '');
  }
  // Typing waits for a pause before it filters.
  useEffect(() => {
    if (q.trim() === (search.q ?? '')) return undefined;
    const timer = setTimeout(() => onChange({ q: q.trim() || undefined }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
    // Only the typed text starts the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  // Two to a row on a phone, so the board stays in sight.
  const field = { size: 'small', sx: { width: { xs: 'calc(50% - 6px)', sm: 'auto' }, minWidth: { sm: 170 } } } as const;
  return (
    <Stack component="section" aria-label={T.filtersLabel} direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'center' }}>
      <TextField {...field} type="search" label={T.search} placeholder={T.searchHint} value={q} onChange={(event) => setQ(event.target.value)} sx={{ minWidth: { xs: '100%', sm: 260 } }} />
      <TextField {...field} select label={T.stage} value={search.stage ?? ''} onChange={(event) => onChange({ stage: (event.target.value || undefined) as PipelineFilters['stage'] })}>
        <MenuItem value="">{T.allStages}</MenuItem>
        {stageItems()}
      </TextField>
      <Autocomplete
        size="small"
        options={COUNTRIES}
        getOptionLabel={(country) => country.name}
        value={COUNTRIES.find((country) => country.code === search.country) ?? null}
        onChange={(_, country) => onChange({ country: country?.code })}
        renderInput={(params) => <TextField {...params} label={T.country} placeholder={T.anyCountry} />}
        sx={{ width: { xs: 'calc(50% - 6px)', sm: 'auto' }, minWidth: { sm: 200 } }}
      />
      <TextField {...field} select label={T.assignee} value={search.assignee ?? ''} onChange={(event) => onChange({ assignee: event.target.value || undefined })}>
        <MenuItem value="">{T.anyone}</MenuItem>
        <MenuItem value="none">{T.nobody}</MenuItem>
        {assigneeItems(assignees.data)}
      </TextField>
      <TextField {...field} type="date" label={T.followUpFrom} value={search.follow_up_from ?? ''} onChange={(event) => onChange({ follow_up_from: event.target.value || undefined })} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField {...field} type="date" label={T.followUpTo} value={search.follow_up_to ?? ''} onChange={(event) => onChange({ follow_up_to: event.target.value || undefined })} slotProps={{ inputLabel: { shrink: true } }} />
      {hasFilters(search) && (
        <Button onClick={() => onChange({ stage: undefined, country: undefined, assignee: undefined, follow_up_from: undefined, follow_up_to: undefined, q: undefined })}>{T.clearFilters}</Button>
      )}
    </Stack>
  );
}
