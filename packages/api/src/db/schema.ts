// Drizzle schema: the tables of the site. Typed core columns for what we query
// and sort on; a jsonb `attributes` column keeps the flexible product fields.
import { sql } from 'drizzle-orm';
import {
  bigint, boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, unique, uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => text('id').primaryKey().$defaultFn(() => crypto.randomUUID());
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['admin', 'user'] }).notNull().default('user'),
  emailVerified: boolean('email_verified').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)]);

/** Sessions keyed by the SHA-256 of the token; the token itself is never stored. */
export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

/** Integrators' API tokens, keyed like sessions by the SHA-256 of the token: the token
 * itself is never stored. A revoked token keeps its row (revoked_at set) for the record. */
export const apiTokens = pgTable('api_tokens', {
  id: id(),
  name: text('name').notNull(),
  scope: text('scope', { enum: ['read', 'read-write'] }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [index('api_tokens_created_idx').on(t.createdAt)]);

export const emailVerifications = pgTable('email_verifications', {
  id: text('id').primaryKey(), // SHA-256 of the token
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Password reset links, keyed like sessions by the SHA-256 of the token: the token itself is never stored. */
export const passwordResets = pgTable('password_resets', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
}, (t) => [index('password_resets_user_idx').on(t.userId)]);

/** Rate limits: one counter per key (a limit and what it counts, e.g. 'sign-in:ip:10.0.0.1')
 * for a fixed window that starts with its first hit. Kept in the database so that a
 * limit holds across replicas; one upsert counts a hit atomically (rate-limits/store.ts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
}, (t) => [index('rate_limits_window_start_idx').on(t.windowStart)]);

/**
 * The parts of a product's search text (the title and the attributes customers search by), joined by
 * spaces. The lists (textures, colours, tags) join as their JSON text: the brackets and quotes between
 * the names do not stop a word from matching.
 */
const SEARCH_TEXT_PARTS = [
  'name',
  ...['texture', 'colour', 'color', 'textures', 'colours', 'tags', 'length', 'quality_grade', 'hair_material'].map((key) => `coalesce(attributes->>'${key}', '')`),
].join(" || ' ' || ");

export const products = pgTable('products', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  category: text('category'),
  imageUrl: text('image_url'),
  imageAlt: text('image_alt'),
  galleryImages: jsonb('gallery_images').$type<string[]>().notNull().default([]),
  /** One alt text per gallery image, by position ('' for none). */
  galleryAlts: jsonb('gallery_alts').$type<string[]>().notNull().default([]),
  priceFrom: numeric('price_from', { precision: 12, scale: 2, mode: 'number' }),
  priceTo: numeric('price_to', { precision: 12, scale: 2, mode: 'number' }),
  currency: text('currency').notNull().default('USD'),
  inStock: boolean('in_stock').notNull().default(true),
  featured: boolean('featured').notNull().default(false),
  /** False: a draft, left out of every public read. Rows written without it (imports, the demo content, SQL) are published. */
  published: boolean('published').notNull().default(true),
  attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  // Kept by the database from the columns above, for the list's indexes: the price
  // sorts order by the lower price, else the upper one; the name sorts by lower case.
  sortPrice: numeric('sort_price', { precision: 12, scale: 2, mode: 'number' }).generatedAlwaysAs(sql`coalesce(price_from, price_to)`),
  sortName: text('sort_name').generatedAlwaysAs(sql`lower(name)`),
  /** What a search matches, in lower case: the title and the attributes customers search by. */
  searchText: text('search_text').generatedAlwaysAs(sql`lower(${sql.raw(SEARCH_TEXT_PARTS)})`),
}, (t) => [
  index('products_category_idx').on(t.category),
  index('products_featured_idx').on(t.featured, t.createdAt),
  // One index per list order. The migration adds INCLUDE (category, featured, search_text),
  // which drizzle cannot declare: a page is then filtered and picked in the index alone.
  index('products_by_price_idx').on(t.sortPrice.asc().nullsLast(), t.sortName, t.id),
  index('products_by_price_desc_idx').on(t.sortPrice.desc().nullsLast(), t.sortName, t.id),
  index('products_by_name_idx').on(t.sortName, t.id),
  index('products_by_newest_idx').on(t.createdAt.desc(), t.id),
  // Trigram index (pg_trgm) for LIKE '%word%' on the search text.
  index('products_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
]);

/**
 * A product's wholesale price grid: unit, tiers and minimum order (docs/decisions/012).
 * The offered cells are rows of product_price_cells; a product without a grid has no row.
 */
export const productPriceGrids = pgTable('product_price_grids', {
  productId: text('product_id').primaryKey().references(() => products.id, { onDelete: 'cascade' }),
  unit: text('unit', { enum: ['bundle', 'kg', 'piece'] }).notNull(),
  bundleGrams: integer('bundle_grams'),
  quantityUnit: text('quantity_unit', { enum: ['unit', 'kg'] }).notNull().default('unit'),
  tierPricing: text('tier_pricing', { enum: ['per_tier', 'discount'] }).notNull().default('per_tier'),
  /** At most four `{min_quantity, discount_percent}`, the first from 1. */
  tiers: jsonb('tiers').$type<{ min_quantity: number; discount_percent: number | null }[]>().notNull(),
  moq: integer('moq'),
  lineMoq: integer('line_moq'),
  /** Texture and grade names with their slugs, in the admin's order. */
  textures: jsonb('textures').$type<{ slug: string; name: string }[]>().notNull(),
  grades: jsonb('grades').$type<{ slug: string; name: string }[]>().notNull(),
  updatedAt: updatedAt(),
});

/** One row per offered length × texture × grade; min/max price over its tiers serve the catalogue's filters and sorts. */
export const productPriceCells = pgTable('product_price_cells', {
  productId: text('product_id').notNull().references(() => productPriceGrids.productId, { onDelete: 'cascade' }),
  length: integer('length').notNull(),
  texture: text('texture').notNull(),
  grade: text('grade').notNull(),
  /** As written: one price per tier, or the base price in the discount mode. */
  prices: jsonb('prices').$type<number[]>().notNull(),
  minPrice: numeric('min_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  maxPrice: numeric('max_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.productId, t.length, t.texture, t.grade] }),
  index('product_price_cells_filter_idx').on(t.texture, t.grade, t.length, t.minPrice),
  check('product_price_cells_price_check', sql`${t.minPrice} >= 0 and ${t.maxPrice} >= ${t.minPrice}`),
]);

/**
 * The catalogue's facet values per product (docs/decisions/020): length (inches),
 * texture, grade and colour, from the product's grid or its facts, kept by every
 * write of a product or a grid. The primary key serves the filters and the counts
 * (a facet's values, each with its products in id order); the product index, the
 * replacement of one product's rows.
 */
export const productFacets = pgTable('product_facets', {
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  facet: text('facet', { enum: ['length', 'texture', 'grade', 'colour'] }).notNull(),
  /** The slug, or a length's inches. */
  value: text('value').notNull(),
  /** The name buyers read ('Body Wave', '22 inch'). */
  label: text('label').notNull(),
}, (t) => [
  primaryKey({ columns: [t.facet, t.value, t.productId] }),
  index('product_facets_product_idx').on(t.productId),
]);

/** Products whose facet values are to be (re)computed: the migration's backfill, and products loaded by SQL. */
export const productFacetsPending = pgTable('product_facets_pending', {
  productId: text('product_id').primaryKey().references(() => products.id, { onDelete: 'cascade' }),
});

/**
 * One row whose number every statement that writes products or their facet values
 * raises (triggers of migration 0013), in the writer's transaction: a server compares
 * it with the number its in-memory catalogue index was built at (docs/decisions/021).
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: boolean('id').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The products each recent version of the catalogue changed (triggers of migration
 * 0014; a null product: every product, after a TRUNCATE), so that a server patches its
 * index with only those. The changes of the last CATALOGUE_CHANGES_KEPT versions are kept.
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    version: bigint('version', { mode: 'number' }).notNull(),
    productId: text('product_id'),
  },
  (t) => [index('catalogue_changes_version_idx').on(t.version)],
);

/**
 * Every change of a price: a cell's unit price at a tier (length, texture and grade
 * by the names shown then), or a product's own price_from / price_to. A null old
 * price is a price added, a null new price one removed. The author's e-mail is
 * copied, so the record still says who changed it after that account is gone.
 */
export const priceHistory = pgTable('price_history', {
  /** In the order written, so a save's rows list in its order (a cell's tiers together). */
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  field: text('field', { enum: ['cell', 'price_from', 'price_to'] }).notNull(),
  length: integer('length'),
  texture: text('texture'),
  grade: text('grade'),
  tierMinQuantity: integer('tier_min_quantity'),
  oldPrice: numeric('old_price', { precision: 12, scale: 2, mode: 'number' }),
  newPrice: numeric('new_price', { precision: 12, scale: 2, mode: 'number' }),
  source: text('source', { enum: ['editor', 'import', 'bulk'] }).notNull(),
  authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
  authorEmail: text('author_email').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('price_history_product_changed_idx').on(t.productId, t.changedAt.desc(), t.id)]);

export const testimonials = pgTable('testimonials', {
  id: id(),
  quote: text('quote').notNull(),
  author: text('author').notNull(),
  role: text('role'),
  imageUrl: text('image_url'),
  rating: integer('rating').notNull().default(5),
  featured: boolean('featured').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('testimonials_created_idx').on(t.createdAt)]);

export const siteConfig = pgTable('site_config', {
  id: id(),
  section: text('section').notNull().unique(),
  title: text('title'),
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: updatedAt(),
});

export const media = pgTable('media', {
  id: id(),
  url: text('url').notNull().unique(),
  fileName: text('file_name').notNull(),
  section: text('section'),
  size: integer('size'),
  width: integer('width'),
  height: integer('height'),
  createdAt: createdAt(),
});

export const posts = pgTable('posts', {
  id: id(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  date: text('date').notNull(),
  /** One of POST_CATEGORIES; posts from before categories are news. */
  category: text('category').notNull().default('news'),
  excerpt: text('excerpt').notNull().default(''),
  content: text('content').notNull().default(''),
  published: boolean('published').notNull().default(true),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('posts_published_idx').on(t.published, t.date)]);

export const reviews = pgTable('reviews', {
  id: id(),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  user: text('user_name').notNull(),
  rating: integer('rating').notNull().default(5),
  comment: text('comment').notNull(),
  likes: integer('likes').notNull().default(0),
  dislikes: integer('dislikes').notNull().default(0),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
  /** The shop's public answer (plain text) and when it was last written. */
  reply: text('reply'),
  repliedAt: timestamp('replied_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('reviews_product_status_idx').on(t.productId, t.status), index('reviews_status_idx').on(t.status, t.createdAt)]);

export const inquiries = pgTable('inquiries', {
  id: id(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  productInterest: text('product_interest'),
  volume: text('volume'),
  message: text('message'),
  /** The product whose page the inquiry was sent from; kept when the product is deleted, as null. */
  productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
  status: text('status', { enum: ['new', 'read', 'replied', 'archived'] }).notNull().default('new'),
  createdAt: createdAt(),
  readAt: timestamp('read_at', { withTimezone: true }),
}, (t) => [index('inquiries_status_created_idx').on(t.status, t.createdAt), index('inquiries_product_idx').on(t.productId)]);

/** Admins' internal notes on an inquiry. The author's e-mail is copied, so a note
 * still says who wrote it after that account is gone. */
export const inquiryNotes = pgTable('inquiry_notes', {
  id: id(),
  inquiryId: text('inquiry_id').notNull().references(() => inquiries.id, { onDelete: 'cascade' }),
  authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
  authorEmail: text('author_email'),
  body: text('body').notNull(),
  createdAt: createdAt(),
}, (t) => [index('inquiry_notes_inquiry_created_idx').on(t.inquiryId, t.createdAt)]);

// --- quote requests (the sales pipeline), docs/decisions/016 ------------------------

const STAGES = ['new', 'contacted', 'quoted', 'sample_sent', 'deposit_paid', 'shipped', 'won', 'lost'] as const;
const QUOTE_UNITS = ['kg', 'bundle', 'piece'] as const;

/** The last number given to a request of each year: one row per year, raised in the transaction that inserts the request. */
export const quoteRequestCounters = pgTable('quote_request_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** A lead: a quote request, or a contact-form message (no lines), with where it stands in the pipeline. */
export const quoteRequests = pgTable('quote_requests', {
  id: id(),
  /** 'INQ-2025-0042': year and number of quote_request_counters, never reused. */
  reference: text('reference').notNull().unique(),
  source: text('source', { enum: ['quote', 'contact'] }).notNull(),
  stage: text('stage', { enum: STAGES }).notNull().default('new'),
  lostReason: text('lost_reason'),
  name: text('name').notNull(),
  company: text('company'),
  email: text('email'),
  phone: text('phone'),
  /** ISO 3166-1 alpha-2. */
  country: text('country'),
  shipping: text('shipping', { enum: ['dhl', 'fedex', 'air_cargo', 'sea'] }),
  message: text('message'),
  /** The buyer's account when they were signed in. */
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** The contact-form inquiry the lead came from. */
  inquiryId: text('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
  assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
  followUpOn: date('follow_up_on', { mode: 'string' }),
  /** The estimate the buyer saw when sending. */
  estimateTotal: numeric('estimate_total', { precision: 16, scale: 2, mode: 'number' }),
  currency: text('currency'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** What the admin's search matches, in lower case: reference, name, company, e-mail, and the phone as typed and as digits. */
  searchText: text('search_text').generatedAlwaysAs(
    sql`lower(reference || ' ' || name || ' ' || coalesce(company, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'))`,
  ),
}, (t) => [
  index('quote_requests_created_idx').on(t.createdAt.desc(), t.id),
  index('quote_requests_stage_idx').on(t.stage, t.createdAt),
  index('quote_requests_assignee_idx').on(t.assigneeId),
  index('quote_requests_follow_up_idx').on(t.followUpOn),
  index('quote_requests_user_idx').on(t.userId, t.createdAt),
  index('quote_requests_inquiry_idx').on(t.inquiryId),
  index('quote_requests_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  check('quote_requests_contact_check', sql`${t.email} is not null or ${t.phone} is not null`),
]);

/** A request's lines as the buyer sent them: names copied, so a line still reads after its product changes or goes. */
export const quoteRequestLines = pgTable('quote_request_lines', {
  id: id(),
  requestId: text('request_id').notNull().references(() => quoteRequests.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
  productName: text('product_name').notNull(),
  length: integer('length').notNull(),
  texture: text('texture').notNull(),
  textureName: text('texture_name').notNull(),
  grade: text('grade').notNull(),
  gradeName: text('grade_name').notNull(),
  quantity: numeric('quantity', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  unit: text('unit', { enum: QUOTE_UNITS }).notNull(),
  sample: boolean('sample').notNull().default(false),
  estimateUnitPrice: numeric('estimate_unit_price', { precision: 12, scale: 2, mode: 'number' }),
  estimateAmount: numeric('estimate_amount', { precision: 16, scale: 2, mode: 'number' }),
  currency: text('currency'),
}, (t) => [unique('quote_request_lines_position_key').on(t.requestId, t.position), index('quote_request_lines_product_idx').on(t.productId)]);

/** A quote sent for a request. Its lines are the document as sent (jsonb); the token is its public link. */
export const quotes = pgTable('quotes', {
  id: id(),
  requestId: text('request_id').notNull().references(() => quoteRequests.id, { onDelete: 'cascade' }),
  /** The n-th quote of its request: 'INQ-2025-0042-Q2'. */
  number: integer('number').notNull(),
  reference: text('reference').notNull().unique(),
  /** 256 random bits, base64url: the link /q/{token} (docs/decisions/016 says why it is kept as is). */
  token: text('token').notNull().unique(),
  currency: text('currency').notNull(),
  lines: jsonb('lines').$type<{ description: string; quantity: number; unit: (typeof QUOTE_UNITS)[number]; unit_price: number; amount: number }[]>().notNull(),
  subtotal: numeric('subtotal', { precision: 16, scale: 2, mode: 'number' }).notNull(),
  shippingCost: numeric('shipping_cost', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  total: numeric('total', { precision: 16, scale: 2, mode: 'number' }).notNull(),
  paymentTerms: text('payment_terms').notNull(),
  validUntil: date('valid_until', { mode: 'string' }).notNull(),
  note: text('note'),
  createdById: text('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdByEmail: text('created_by_email'),
  createdAt: createdAt(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
}, (t) => [unique('quotes_request_number_key').on(t.requestId, t.number)]);

/** A lead's timeline: notes, stage changes, assignments, quotes sent and accepted, with author and time. */
export const quoteRequestEvents = pgTable('quote_request_events', {
  id: id(),
  /** Insertion order: the entries of one transaction share their created_at. */
  seq: integer('seq').generatedAlwaysAsIdentity(),
  requestId: text('request_id').notNull().references(() => quoteRequests.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['note', 'stage', 'assignment', 'quote_sent', 'quote_accepted'] }).notNull(),
  /** The admin (e-mail copied, as on inquiry notes); both null when the buyer acted. */
  authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
  authorEmail: text('author_email'),
  body: text('body'),
  previousStage: text('previous_stage', { enum: STAGES }),
  stage: text('stage', { enum: STAGES }),
  lostReason: text('lost_reason'),
  assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
  assigneeEmail: text('assignee_email'),
  quoteId: text('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [index('quote_request_events_request_idx').on(t.requestId, t.createdAt)]);

/** A signed-in buyer's quote list: lines not sent yet, kept across devices. */
export const quoteListItems = pgTable('quote_list_items', {
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  length: integer('length').notNull(),
  texture: text('texture').notNull(),
  grade: text('grade').notNull(),
  sample: boolean('sample').notNull().default(false),
  quantity: numeric('quantity', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  position: integer('position').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.productId, t.length, t.texture, t.grade, t.sample] }), index('quote_list_items_product_idx').on(t.productId)]);

/**
 * The catalogue's searches, counted per week (weeks start on Monday, UTC): how often
 * each search was made and how many of those found nothing, for the dashboard.
 */
export const searchQueries = pgTable('search_queries', {
  week: date('week', { mode: 'string' }).notNull(),
  /** The search as typed, lower-cased with its spaces tidied. */
  query: text('query').notNull(),
  searches: integer('searches').notNull().default(0),
  foundNothing: integer('found_nothing').notNull().default(0),
  /** The number of products the latest of these searches found. */
  lastResults: integer('last_results').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.week, t.query] })]);
