// The admin dashboard: four figure cards with skeletons while
// they load, the sales pipeline's figures, the week's searches, Quick Actions and Recent Activity.
import Grid from '@mui/material/Grid';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import FormatQuoteIcon from '@mui/icons-material/FormatQuoteOutlined';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_TEXTS } from '@hair/domain';
import { usePageMeta } from '../../../lib/page-meta';
import { useTRPC } from '../../../lib/trpc';
import { useSession } from '../../session/session-context';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { formatGrowth, monthlyGrowthPercent } from './dashboard-stats';
import { PipelineCards } from './PipelineCards';
import { QuickActionsCard } from './QuickActionsCard';
import { SearchStatsCards } from './SearchStatsCards';
import { RecentActivityCard } from './RecentActivityCard';
import { StatCard } from './StatCard';

export const DASHBOARD_TITLE = 'Dashboard';

export function DashboardPage() {
  usePageMeta({ title: DASHBOARD_TITLE });
  const trpc = useTRPC();
  const { user } = useSession();
  const products = useQuery(trpc.products.count.queryOptions(undefined, { select: (result) => result.count }));
  const testimonials = useQuery(trpc.testimonials.list.queryOptions({}));
  // A failed profiles list is tolerated: the Users and Growth cards then show a dash.
  const profiles = useQuery(trpc.profiles.list.queryOptions());

  return (
    <>
      <AdminPageHeader title={DASHBOARD_TITLE} description={user ? `Welcome back, ${user.email}` : undefined} />
      <Grid container spacing={{ xs: 2, md: 3 }} sx={{ mb: { xs: 2, md: 3 } }}>
        <StatCard title={ADMIN_TEXTS.dashboardTotalProducts} hint={ADMIN_TEXTS.dashboardTotalProductsHint} icon={InventoryIcon} query={products} value={(total) => total} />
        <StatCard title={ADMIN_TEXTS.dashboardTestimonials} hint={ADMIN_TEXTS.dashboardTestimonialsHint} icon={FormatQuoteIcon} query={testimonials} value={(list) => list.length} />
        <StatCard title={ADMIN_TEXTS.dashboardUsers} hint={ADMIN_TEXTS.dashboardUsersHint} icon={PeopleIcon} query={profiles} value={(list) => list.length} />
        <StatCard
          title={ADMIN_TEXTS.dashboardGrowth}
          hint={ADMIN_TEXTS.dashboardGrowthHint}
          icon={TrendingUpIcon}
          query={profiles}
          value={(list) => formatGrowth(monthlyGrowthPercent(list.map((p) => p.created_at)))}
        />
      </Grid>
      <PipelineCards />
      <SearchStatsCards />
      <Grid container spacing={{ xs: 2, md: 3 }}>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <QuickActionsCard />
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <RecentActivityCard testimonials={testimonials.data} users={profiles.data} />
        </Grid>
      </Grid>
    </>
  );
}
