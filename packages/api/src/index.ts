export { appRouter, type AppRouter } from './root';
export { bearerToken, createContextInner, createRequestContext, isAdminRequest, requestSession, type Context } from './context';
export { retryAfterSeconds } from './errors';
export { createCallerFactory } from './trpc';
export { openDatabase, pingDatabase, type Database, type DatabaseOptions, type Db } from './db/client';
export { CHANGE_FEED_APPLICATION_NAME, singleProcessFeed, type ChangeFeed, type ChangeFeedTimings, type ChangeListener } from './db/change-feed';
export { listProductChanges } from './products/store';
export { refreshPendingFacets } from './facets/store';
export { catalogueIndex } from './catalogue-index/store';
export { listPublishedPostChanges } from './posts/store';
export { createDeps, type ServiceOptions } from './shared/deps';
export type { AppDeps, ByteRange, Mailer, Storage, StoredObject } from './shared/types';
export { createRestRouter, takesFileBody } from './rest';
export { LINK_PROCEDURES } from './quotes/router';
export { declaredRoutes, openApiDocument, REST_BASE_PATH, toOpenApiPath } from './rest/openapi';
export { UPLOADS_URL_PREFIX, checkStorage, createStorage, type S3Settings, type StorageSettings } from './shared/storage';
export { backupSite, DatabaseInUse, formatBytes, restoreSite, UnreadableBackup, type BackupSummary, type Site } from './backup';
export { contentTypeOf, isSafeKey } from './shared/storage-keys';
export {
  seedIfEmpty,
  type SeedContent,
  type SeedImage,
  type SeedPost,
  type SeedPriceGrid,
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
