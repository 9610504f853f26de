export { appRouter, type AppRouter } from './root';
export { bearerToken, createContextInner, createRequestContext, isAdminRequest, requestSession, type Context } from './context';
export { retryAfterSeconds } from './errors';
export { createCallerFactory } from './trpc';
export { openDatabase, pingDatabase, type Database, type Db } from './db/client';
export { listProductChanges } from './products/store';
export { listPublishedPostChanges } from './posts/store';
export { createDeps, type ServiceOptions } from './shared/deps';
export type { AppDeps, Storage, Mailer } from './shared/types';
export { createRestRouter } from './rest';
export { declaredRoutes, openApiDocument, REST_BASE_PATH, toOpenApiPath } from './rest/openapi';
export { UPLOADS_URL_PREFIX } from './shared/storage';
export {
  seedIfEmpty,
  type SeedContent,
  type SeedImage,
  type SeedPost,
  type SeedProduct,
  type SeedReview,
  type SeedSection,
  type SeedTestimonial,
  type UrlForKey,
} from './seed';
export { ensureAdmin, type EnsureAdminResult } from './auth/admins';
export { pruneRateLimits } from './rate-limits/store';
export { LONGEST_WINDOW_MS } from './rate-limits/limits';
export { hasControlCharacter, INPUT_GUARD_MESSAGES, MAX_INPUT_DEPTH } from './shared/input-guard';
