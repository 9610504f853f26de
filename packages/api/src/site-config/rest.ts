// REST routes of the site configuration (/api/site-config); each calls the tRPC
// procedure, which validates the input (the casts only satisfy the compiler).
import type { SiteConfigSection } from '@hair/domain';
import { bodyOf, publicRead, type RestModule } from '../rest/adapter';

export const siteConfigRest: RestModule = (router, handle) => {
  // One record with ?section=, otherwise the array of all sections.
  router.get('/site-config', handle(async ({ caller, req, res }) => {
    const { section } = req.query;
    const body = section === undefined
      ? await caller.siteConfig.list()
      : await caller.siteConfig.get({ section: section as SiteConfigSection });
    publicRead(res);
    return body;
  }));

  router.put('/site-config/:section', handle(async ({ caller, req }) => {
    const { config, title } = bodyOf(req);
    return caller.siteConfig.update({ section: String(req.params.section) as SiteConfigSection, config: config as Record<string, unknown>, title: title as string | null | undefined });
  }));
};
