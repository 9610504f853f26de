// REST routes of the search (/api/search); each calls its tRPC procedure.
import { searchStatsQuerySchema, searchStatsSchema, searchSuggestQuerySchema, searchSuggestionsSchema } from '@hair/domain';
import { privateRead, publicRead, type RestModule } from '../rest/adapter';

export const searchRest: RestModule = {
  tag: 'Search',
  declare(routes) {
    routes.get('/search/suggest', {
      summary: 'Suggest filters and products for a search being typed',
      description: 'From the second letter: the filters the text names or begins to name (length, texture, grade, colour, lace) and the first products it finds, by name.',
      access: 'public',
      query: searchSuggestQuerySchema,
      response: searchSuggestionsSchema,
    }, async ({ caller, req, res }) => publicRead(res, await caller.search.suggest(req.query as { q: string })));

    routes.get('/search/stats', {
      summary: "Count the week's searches",
      description: 'The 20 most frequent searches of the week holding `week` (weeks start on Monday, UTC; this week without it), and the 20 that most often found nothing.',
      access: 'admin',
      query: searchStatsQuerySchema,
      response: searchStatsSchema,
    }, async ({ caller, req, res }) => privateRead(res, await caller.search.stats(req.query)));
  },
};
