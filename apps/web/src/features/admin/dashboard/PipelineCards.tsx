// The sales pipeline on the dashboard: requests this week against last week,
// follow-ups due today or overdue (each linking to its lead), and the leads in
// each stage (each linking to the pipeline filtered by it).
import { type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/EventOutlined';
import RequestQuoteIcon from '@mui/icons-material/RequestQuoteOutlined';
import { useQuery } from '@tanstack/react-query';
import { PIPELINE_STAGES, quoteRequestAdminPath, STAGE_LABELS, type Dashboard } from '@hair/domain';
import { useTRPC } from '../../../lib/trpc';
import { formatDay, leadTitle } from '../quote-requests/lead-format';
import { PIPELINE_TEXTS as T } from '../quote-requests/texts';
import { NO_VALUE, StatCard } from './StatCard';

const stagePath = (stage: string) => `/admin/quote-requests?stage=${stage}`;

export function PipelineCards() {
  const trpc = useTRPC();
  const dashboard = useQuery(trpc.quoteRequests.dashboard.queryOptions());
  const data = dashboard.data;

  return (
    <>
      <Grid container spacing={{ xs: 2, md: 3 }} sx={{ mb: { xs: 2, md: 3 } }}>
        <StatCard title={T.dashboardRequests} hint={data ? T.dashboardRequestsHint(data.requests.last_week) : ''} icon={RequestQuoteIcon} query={dashboard} value={(d) => d.requests.this_week} />
        <StatCard
          title={T.dashboardFollowUps}
          hint={data ? T.dashboardFollowUpsHint(data.follow_ups.today, data.follow_ups.overdue) : ''}
          icon={EventIcon}
          query={dashboard}
          value={(d) => d.follow_ups.today + d.follow_ups.overdue}
        />
      </Grid>
      <Grid container spacing={{ xs: 2, md: 3 }} sx={{ mb: { xs: 2, md: 3 } }}>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <SectionCard id="pipeline-stages-title" title={T.dashboardStages} busy={dashboard.isPending}>
            <List dense disablePadding>
              {PIPELINE_STAGES.map((stage) => (
                <ListItem key={stage} disablePadding divider>
                  <ListItemButton href={stagePath(stage)}>
                    <ListItemText primary={STAGE_LABELS[stage]} />
                    <Typography component="span" sx={{ fontWeight: 600 }} data-testid={`stage-count-${stage}`}>
                      {data ? data.stages[stage] : dashboard.isError ? NO_VALUE : <Skeleton width={24} />}
                    </Typography>
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <SectionCard id="pipeline-due-title" title={T.dashboardDueList} busy={dashboard.isPending}>
            <FollowUps data={data} />
            <Link href="/admin/quote-requests" sx={{ display: 'inline-block', mt: 1 }}>
              {T.openPipeline}
            </Link>
          </SectionCard>
        </Grid>
      </Grid>
    </>
  );
}

function FollowUps({ data }: { data: Dashboard | undefined }) {
  if (!data) return <Skeleton height={88} />;
  if (data.follow_ups.due.length === 0) return <Typography color="text.secondary">{T.dashboardNoFollowUps}</Typography>;
  return (
    <List dense disablePadding aria-label={T.dashboardDueList}>
      {data.follow_ups.due.map((lead) => (
        <ListItem key={lead.id} disablePadding divider>
          <ListItemButton href={quoteRequestAdminPath(lead.id)}>
            <ListItemText
              primary={`${lead.reference} · ${leadTitle(lead)}`}
              secondary={`${STAGE_LABELS[lead.stage]} · ${T.overdueSince(formatDay(lead.follow_up_on ?? data.today))}`}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

function SectionCard({ id, title, busy, children }: { id: string; title: string; busy: boolean; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} aria-busy={busy} sx={{ height: '100%' }}>
      <CardContent sx={{ p: 2.5 }}>
        <Typography id={id} variant="h5" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
