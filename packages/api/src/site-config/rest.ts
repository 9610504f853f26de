// REST routes of the site configuration (/api/site-config); each calls the tRPC
// procedure, which validates the input (the casts only satisfy the compiler).
import { siteConfigRecordSchema, siteConfigSectionSchema, siteConfigUpdateSchema, type SiteConfigSection } from '@hair/domain';
import { z } from 'zod';
import { bodyOf, publicRead, type RestModule } from '../rest/adapter';

export const siteConfigRest: RestModule = {
  tag: 'Site config',
  declare(routes) {
    // One record with ?section=, otherwise the array of all sections.
    routes.get('/site-config', {
      summary: 'Every section of the site configuration, or one with ?section=',
      access: 'public',
      query: z.object({ section: siteConfigSectionSchema.optional() }),
      response: z.union([z.array(siteConfigRecordSchema), siteConfigRecordSchema]),
    }, async ({ caller, req, res }) => {
      const { section } = req.query;
      const body = section === undefined
        ? await caller.siteConfig.list()
        : await caller.siteConfig.get({ section: section as SiteConfigSection });
      return publicRead(res, body);
    });

    routes.put('/site-config/:section', {
      summary: 'Replace a section of the site configuration',
      description: 'The config is validated with the schema of its section.',
      access: 'admin',
      params: z.object({ section: siteConfigSectionSchema }),
      body: siteConfigUpdateSchema,
      response: siteConfigRecordSchema,
    }, ({ caller, req }) => {
      const { config, title } = bodyOf(req);
      return caller.siteConfig.update({ section: String(req.params.section) as SiteConfigSection, config: config as Record<string, unknown>, title: title as string | null | undefined });
    });
  },
};
