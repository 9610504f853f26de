// The site configuration screen: six tabs, the open one kept in
// the URL (?tab=). Each tab edits its own section of the shared config list.
import { useNavigate, useSearch } from '@tanstack/react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ADMIN_TEXTS } from '@hair/domain';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { HeroTab } from './HeroTab';
import { MediaLibraryTab } from './MediaLibraryTab';
import { PartnersTab } from './PartnersTab';
import { ProductDetailTab } from './ProductDetailTab';
import { ShowcaseTab } from './ShowcaseTab';
import { StatisticsTab } from './StatisticsTab';
import { SITE_CONFIG_TAB_LIST, type SiteConfigTabKey } from './site-config-tabs';
import { sectionConfig, useSiteConfigRecords } from './use-site-config';

export function SiteConfigPage() {
  const search = useSearch({ from: '/admin/site-config' });
  const navigate = useNavigate({ from: '/admin/site-config' });
  const records = useSiteConfigRecords();
  const current: SiteConfigTabKey = search.tab ?? 'hero';

  const open = (key: SiteConfigTabKey) =>
    void navigate({ search: key === 'hero' ? {} : { tab: key }, replace: true, resetScroll: false });

  const configOf = (section: Parameters<typeof sectionConfig>[1]) => sectionConfig(records.data, section);

  const panel = () => {
    // The media library has its own list and does not wait for the site config.
    if (current === 'media') return <MediaLibraryTab />;
    if (records.isPending) return <PanelSkeleton />;
    if (records.isError || !records.data)
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void records.refetch()}>
              Retry
            </Button>
          }
        >
          {ADMIN_TEXTS.loadConfigurationsFailed}
        </Alert>
      );
    switch (current) {
      case 'hero':
        return <HeroTab config={configOf('hero')} />;
      case 'partners':
        return <PartnersTab config={configOf('partners')} />;
      case 'statistics':
        return <StatisticsTab config={configOf('stats')} />;
      case 'showcase':
        return <ShowcaseTab config={configOf('product_showcase')} />;
      case 'product-detail':
        return <ProductDetailTab config={configOf('product_detail')} />;
    }
  };

  return (
    <Box>
      <AdminPageHeader title="Site Configuration" description="What the storefront shows: the hero, partners, figures, showcase, media and product page defaults." />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={current}
          onChange={(_e, key: SiteConfigTabKey) => open(key)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Site configuration sections"
          textColor="primary"
          indicatorColor="secondary"
        >
          {SITE_CONFIG_TAB_LIST.map((tab) => (
            <Tab key={tab.key} value={tab.key} label={tab.label} id={`site-config-tab-${tab.key}`} aria-controls={`site-config-panel-${tab.key}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`site-config-panel-${current}`} aria-labelledby={`site-config-tab-${current}`}>
        {panel()}
      </Box>
    </Box>
  );
}

function PanelSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Loading">
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={220} />
    </Stack>
  );
}
