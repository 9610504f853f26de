import { createFileRoute } from '@tanstack/react-router';
import { SiteConfigPage } from '../../features/admin/site-config/SiteConfigPage';
import { parseSiteConfigSearch } from '../../features/admin/site-config/site-config-tabs';

export const Route = createFileRoute('/admin/site-config')({
  validateSearch: parseSiteConfigSearch,
  component: SiteConfigPage,
});
