// Drizzle schema: the tables of the site. Typed core columns for what we query
// and sort on; a jsonb `attributes` column keeps the flexible product fields.
import { sql } from 'drizzle-orm';
import {
  boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex,
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

/** Rate limits: one counter per key (a limit and what it counts, e.g. 'sign-in:ip:10.0.0.1')
 * for a fixed window that starts with its first hit. Kept in the database so that a
 * limit holds across replicas; one upsert counts a hit atomically (rate-limits/store.ts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
}, (t) => [index('rate_limits_window_start_idx').on(t.windowStart)]);

/** The parts of a product's search text (the title and the attributes customers search by), joined by spaces. */
const SEARCH_TEXT_PARTS = [
  'name',
  ...['texture', 'colour', 'color', 'length', 'quality_grade', 'hair_material'].map((key) => `coalesce(attributes->>'${key}', '')`),
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
