// Site configuration: public reads of every section, admin writes validated per section.
import { siteConfigSectionSchema, siteConfigUpdateSchema } from '@hair/domain';
import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../trpc';
import { getSection, listSections, saveSection } from './store';

const sectionInput = z.object({ section: siteConfigSectionSchema });

export const siteConfigRouter = router({
  list: publicProcedure.query(({ ctx }) => listSections(ctx.db)),

  get: publicProcedure.input(sectionInput).query(({ ctx, input }) => getSection(ctx.db, input.section)),

  update: adminProcedure.input(sectionInput.and(siteConfigUpdateSchema)).mutation(({ ctx, input }) => saveSection(ctx.db, input)),
});
