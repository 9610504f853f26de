import { stat } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILT_IN_CATEGORIES,
  DEFAULT_SHOWCASE,
  DEFAULT_TEAM,
  DEFAULT_VALUES,
  FOUNDING_YEAR,
  OFFICE_HOURS,
  PRODUCT_DETAIL_DEFAULTS,
  SITE_CONFIG_SECTIONS,
  categoryWithDescendants,
  heroHasCta,
  heroImageParts,
  isSlug,
  parseSectionConfig,
  yearsInBusiness,
  type Category,
} from '@hair/domain';
import { seedIfEmpty, type Db, type Storage } from '@hair/api';
import { createCallers, createTestEnv, tables, type TestEnv } from '@hair/api/testing';
import { BRAND_NAME, SEED_CATEGORIES, SEED_POSTS, SEED_PRODUCTS, SEED_PRODUCT_TRADE_TERMS, SEED_QA_HTML, SEED_REVIEWS, SEED_TESTIMONIALS, SEED_TRADE_TERMS, demoContent } from './index';

const { media, posts, products, reviews, siteConfig, testimonials } = tables;

const SEEDED_TABLES = { products, siteConfig, posts, testimonials, reviews, media };

async function rowCounts(db: Db): Promise<Record<keyof typeof SEEDED_TABLES, number>> {
  const entries = await Promise.all(
    Object.entries(SEEDED_TABLES).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof SEEDED_TABLES, number>;
}

async function clearSeededTables(db: Db): Promise<void> {
  // Reviews go with their products (on delete cascade).
  for (const table of [products, siteConfig, posts, testimonials, media]) await db.delete(table);
}

async function sectionConfig(db: Db, section: string) {
  const [row] = await db.select({ title: siteConfig.title, config: siteConfig.config }).from(siteConfig).where(eq(siteConfig.section, section));
  if (!row) throw new Error(`section ${section} missing`);
  return row;
}

/** Dimensions and format of a stored upload, read back from disk. */
async function storedImage(env: TestEnv, url: string) {
  const key = env.deps.storage.keyFromUrl(url);
  expect(key, url).not.toBeNull();
  expect(await env.deps.storage.exists(key!), url).toBe(true);
  const file = path.join(env.uploadsDir, key!);
  const { width, height, format } = await sharp(file).metadata();
  return { width, height, format, size: (await stat(file)).size };
}

describe('seedIfEmpty on an empty database', () => {
  let env: TestEnv;
  let firstRun: boolean;
  let secondRun: boolean;
  let countsAfterFirst: Awaited<ReturnType<typeof rowCounts>>;

  beforeAll(async () => {
    env = await createTestEnv();
    firstRun = await seedIfEmpty(env.deps, demoContent());
    countsAfterFirst = await rowCounts(env.deps.db);
    secondRun = await seedIfEmpty(env.deps, demoContent());
  });
  afterAll(async () => env.close());

  it('seeds once, and a second call adds nothing', async () => {
    expect(firstRun).toBe(true);
    expect(secondRun).toBe(false);
    expect(await rowCounts(env.deps.db)).toEqual(countsAfterFirst);
  });

  it('creates the curated products, eight of them featured and one out of stock', async () => {
    const rows = await env.deps.db
      .select({ name: products.name, slug: products.slug, featured: products.featured, inStock: products.inStock, createdAt: products.createdAt })
      .from(products);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.length).toBe(SEED_PRODUCTS.length);
    expect(rows.filter((r) => r.featured)).toHaveLength(8);
    expect(rows.filter((r) => !r.inStock).map((r) => r.name)).toEqual(['Raw Vietnamese Wavy Hair Natural Black']);
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['Vietnamese Bone Straight Hair Weave 1B', 'Deep Wave Bundles Natural Black', '13x4 HD Lace Frontal Body Wave', '5x5 Closure Straight Blonde 613']));
    expect(rows.every((r) => isSlug(r.slug))).toBe(true);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    // The home page asks for the 8 newest featured products: all featured ones are the newest.
    const newestFirst = [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    expect(newestFirst.slice(0, 8).every((r) => r.featured)).toBe(true);
  });

  it('gives every product a USD price range, its details and a sanitized description', async () => {
    const rows = await env.deps.db
      .select({ name: products.name, priceFrom: products.priceFrom, priceTo: products.priceTo, currency: products.currency, category: products.category, attributes: products.attributes })
      .from(products);
    for (const row of rows) {
      expect(row.currency).toBe('USD');
      expect(row.priceFrom, row.name).toBeGreaterThan(0);
      expect(row.priceTo!, row.name).toBeGreaterThanOrEqual(row.priceFrom!);
      const attributes = row.attributes as Record<string, unknown>;
      expect(attributes.length, row.name).toMatch(/^\d+ to \d+ inches$/);
      expect(attributes.quality_grade, row.name).toMatch(/Drawn$/);
      expect(attributes.hair_material, row.name).toEqual(expect.any(String));
      expect(attributes.card_note, row.name).toMatch(/^USD per /);
      expect(attributes.description_blocks).toEqual([{ type: 'html', html: expect.stringMatching(/^<p>.+<\/ul>$/) }]);
    }
    const byName = new Map(rows.map((r) => [r.name, r]));
    expect(byName.get('Vietnamese Bone Straight Hair Weave 1B')).toMatchObject({ priceFrom: 28, priceTo: 96, category: 'straight' });
    expect((byName.get('Deep Wave Bundles Natural Black')!.attributes as Record<string, unknown>).card_note).toBe('USD per bundle');
  });

  it('lists the textures and colours of every product, grams for bundles, lace sizes for closures and frontals, and a few tags', async () => {
    const rows = await env.deps.db.select({ name: products.name, category: products.category, attributes: products.attributes }).from(products);
    const facts = (name: string) => rows.find((row) => row.name === name)!.attributes as Record<string, unknown>;
    for (const row of rows) {
      const attributes = row.attributes as Record<string, unknown>;
      expect((attributes.textures as string[]).length, row.name).toBeGreaterThan(0);
      expect((attributes.colours as string[]).length, row.name).toBeGreaterThan(0);
      if (row.category === 'hair-closure' || row.category === 'hair-frontal') expect(attributes.lace_size, row.name).toMatch(/^\d+x\d+$/);
    }
    expect(facts('Deep Wave Bundles Natural Black')).toMatchObject({ textures: ['Deep Wave'], colours: ['Natural Black'], bundle_grams: 100 });
    expect(facts('Blonde 613 Bone Straight Weave')).toMatchObject({ colours: ['Blonde'], bundle_grams: 100 });
    expect(facts('13x4 HD Lace Frontal Body Wave')).toMatchObject({ lace_size: '13x4', bundle_grams: null });
    const tags = new Set(rows.flatMap((row) => (row.attributes as { tags: string[] }).tags));
    expect([...tags].sort()).toEqual(['best seller', 'bulk', 'raw', 'virgin']);
  });

  it("gives the hand-ventilated lace frontals their own lead time and samples; the other products follow the site's terms", async () => {
    const rows = await env.deps.db.select({ name: products.name, attributes: products.attributes }).from(products);
    const own = rows.filter((row) => (row.attributes as Record<string, unknown>).trade_terms).map((row) => row.name).sort();
    expect(own).toEqual(Object.keys(SEED_PRODUCT_TRADE_TERMS).sort());
    const frontal = rows.find((row) => row.name === '13x4 HD Lace Frontal Body Wave')!;
    expect((frontal.attributes as Record<string, unknown>).trade_terms).toEqual({
      lead_time: '10–14 working days for up to 20 frontals (ventilated by hand)',
      shipping: [],
      payment_terms: '',
      sample_policy: 'One sample frontal at the wholesale price, shipped within 3 working days',
    });
  });

  it('files every product under a category of the stored tree, reachable from a built-in one', async () => {
    const { config } = await sectionConfig(env.deps.db, 'product_categories');
    const parsed = parseSectionConfig('product_categories', config);
    expect(parsed.success).toBe(true);
    const categories = parsed.data!.categories as Category[];
    expect(categories).toEqual(SEED_CATEGORIES);
    expect(categories.slice(0, 4)).toEqual(BUILT_IN_CATEGORIES);
    const weave = categoryWithDescendants('hair-weave', categories);
    expect(weave).toEqual(expect.arrayContaining(['straight', 'body-wave', 'deep-wave', 'curly', 'natural-black', 'blonde', 'brown', 'ombre', 'red']));
    const reachable = new Set([...BUILT_IN_CATEGORIES.map((c) => c.value), 'slavic-europe-hair'].flatMap((root) => categoryWithDescendants(root, categories)));
    const rows = await env.deps.db.select({ category: products.category }).from(products);
    for (const { category } of rows) expect(reachable.has(category!), String(category)).toBe(true);
    for (const built of BUILT_IN_CATEGORIES) {
      expect(rows.some((r) => categoryWithDescendants(built.value, categories).includes(r.category!)), built.value).toBe(true);
    }
  });

  it('stores every product photo as an 800x800 WebP that sharp decodes, with a gallery of 2 or 3', async () => {
    const rows = await env.deps.db.select({ imageUrl: products.imageUrl, gallery: products.galleryImages }).from(products);
    const urls = new Set<string>();
    for (const row of rows) {
      expect(row.imageUrl).toMatch(/^\/uploads\/products\/seed-[a-z0-9-]+\.webp$/);
      expect(row.gallery.length).toBeGreaterThanOrEqual(2);
      expect(row.gallery.length).toBeLessThanOrEqual(3);
      expect(row.gallery[0]).toBe(row.imageUrl);
      for (const url of [row.imageUrl!, ...row.gallery]) urls.add(url);
    }
    for (const url of urls) {
      const image = await storedImage(env, url);
      expect(image, url).toMatchObject({ width: 800, height: 800, format: 'webp' });
    }
  });

  it('writes every site-config section, each valid for its schema', async () => {
    const rows = await env.deps.db.select({ section: siteConfig.section, config: siteConfig.config }).from(siteConfig);
    expect(rows.map((r) => r.section).sort()).toEqual([...SITE_CONFIG_SECTIONS].sort());
    for (const row of rows) {
      const parsed = parseSectionConfig(row.section, row.config);
      expect(parsed.success, `${row.section}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('uses the built-in product-detail defaults (length, grade, material, card note, how-to, warranty), answers buyers in the Q&A and sets trade terms', async () => {
    const { config } = await sectionConfig(env.deps.db, 'product_detail');
    expect(config).toMatchObject({
      cardNote: 'USD per bundle',
      length: '8 to 30 inches',
      qualityGrade: 'Double, Single, Super',
      hairMaterial: '100% human Vietnamese hair, no synthetic',
      howto: PRODUCT_DETAIL_DEFAULTS.howto,
      warranty: PRODUCT_DETAIL_DEFAULTS.warranty,
      qa: SEED_QA_HTML,
      howto_blocks: [{ type: 'html', html: PRODUCT_DETAIL_DEFAULTS.howto }],
      warranty_blocks: [{ type: 'html', html: PRODUCT_DETAIL_DEFAULTS.warranty }],
      qa_blocks: [{ type: 'html', html: SEED_QA_HTML }],
      trade_terms: SEED_TRADE_TERMS,
    });
    expect(String(config.howto).match(/<li>/g)).toHaveLength(5);
    expect(config.warranty).toContain('14 days from receipt');
    // MOQ, samples, lead time, colours and returns, each a question with its answer.
    expect(String(config.qa).match(/<h3>[^<]+\?<\/h3><p>/g)).toHaveLength(5);
    expect(config.qa).not.toContain('coming soon');
  });

  it('fills the home page sections: hero with three stored 2560x823 banners, showcase, stats', async () => {
    const hero = (await sectionConfig(env.deps.db, 'hero')).config;
    expect(hero).toMatchObject({ cta_text: 'Shop Wholesale', cta_link: '/products' });
    expect(heroHasCta(hero)).toBe(true);
    expect(hero.title).toEqual(expect.any(String));
    expect(hero.subtitle).toEqual(expect.any(String));
    const images = (hero.images as unknown[]).map(heroImageParts);
    expect(images).toHaveLength(3);
    for (const { url, alt } of images) {
      expect(alt).not.toBe('');
      expect(await storedImage(env, url)).toMatchObject({ width: 2560, height: 823, format: 'webp' });
    }
    expect((await sectionConfig(env.deps.db, 'product_showcase')).config).toEqual({ ...DEFAULT_SHOWCASE });
    const stats = (await sectionConfig(env.deps.db, 'stats')).config.stats as { value: string; label: string }[];
    expect(stats.map((s) => s.value)).toEqual(['98%', '500+', yearsInBusiness(new Date()), '24/7']);
    expect(stats.every((s) => s.label !== '')).toBe(true);
  });

  it('gives the home statistics and the About figures the same years in business, counted from the founding year', async () => {
    const stats = (await sectionConfig(env.deps.db, 'stats')).config.stats as { value: string; label: string }[];
    const about = await sectionConfig(env.deps.db, 'about_figures');
    expect(about.title).toBe('The factory in figures');
    const figures = about.config.figures as { value: string; label: string }[];
    const founded = figures.find((f) => f.label === 'Founded in Hanoi');
    expect(founded?.value).toBe(String(FOUNDING_YEAR));
    const yearsOnHome = stats.filter((s) => s.label === 'Years in business');
    const yearsOnAbout = figures.filter((f) => f.label === 'Years in business');
    expect(yearsOnHome).toHaveLength(1);
    expect(yearsOnAbout).toEqual(yearsOnHome);
    // '16+' in 2026 for a factory founded in 2009: never more years than have passed.
    const years = Number.parseInt(yearsOnHome[0]!.value, 10);
    expect(yearsOnHome[0]!.value).toBe(`${years}+`);
    expect(years).toBeGreaterThanOrEqual(15);
    expect(years).toBeLessThanOrEqual(new Date().getUTCFullYear() - FOUNDING_YEAR);
    // The tagline's 'since' is the same year.
    expect((await sectionConfig(env.deps.db, 'contact')).config.tagline).toContain(`since ${FOUNDING_YEAR}`);
  });

  it('lists six partners with stored 400x225 logos', async () => {
    const { config } = await sectionConfig(env.deps.db, 'partners');
    expect(config.title).toEqual(expect.any(String));
    const partners = config.partners as { id: string; name: string; image: string; url: string }[];
    expect(partners).toHaveLength(6);
    expect(new Set(partners.map((p) => p.id)).size).toBe(6);
    for (const partner of partners) {
      expect(partner.name).not.toBe('');
      expect(await storedImage(env, partner.image)).toMatchObject({ width: 400, height: 225, format: 'webp' });
    }
  });

  it('writes the about and contact sections', async () => {
    const mission = await sectionConfig(env.deps.db, 'mission');
    expect(mission.title).toBe('Our Mission');
    expect(mission.config.text).toContain(BRAND_NAME);
    const values = await sectionConfig(env.deps.db, 'values');
    expect(values.title).toBe('Our Values');
    const storedValues = values.config.values as { name: string; description: string }[];
    expect(storedValues.map((v) => v.name)).toEqual([...DEFAULT_VALUES]);
    expect(storedValues.every((v) => v.description.length > 20)).toBe(true);
    const team = await sectionConfig(env.deps.db, 'team');
    expect(team.title).toBe('Meet the Team');
    expect(team.config.members).toEqual(DEFAULT_TEAM);
    const { config: contact } = await sectionConfig(env.deps.db, 'contact');
    expect(contact.whatsapp).toMatch(/^\+84[\d ]+$/);
    expect(contact.email).toMatch(/^sales@/);
    expect(contact.address).toContain('Hanoi, Vietnam');
    expect(contact.tagline).toEqual(expect.any(String));
    expect((contact.socials as { name: string }[]).map((s) => s.name)).toEqual(['Facebook', 'Instagram', 'TikTok', 'YouTube']);
    expect(contact.office_hours).toEqual(OFFICE_HOURS);
    expect(contact.time_zone).toBe('Vietnam time, UTC+7');
  });

  it('puts the hero and partner images in the media library with their real size', async () => {
    const rows = await env.deps.db.select({ url: media.url, fileName: media.fileName, section: media.section, size: media.size, width: media.width, height: media.height }).from(media);
    expect(rows.filter((r) => r.section === 'hero')).toHaveLength(3);
    expect(rows.filter((r) => r.section === 'partners')).toHaveLength(6);
    for (const row of rows) {
      const image = await storedImage(env, row.url);
      expect(row).toMatchObject({ width: image.width, height: image.height, size: image.size });
      expect(row.url.endsWith(`/${row.fileName}`)).toBe(true);
    }
  });

  it('adds trade-buyer testimonials with stored 300x300 avatars, four featured', async () => {
    const rows = await env.deps.db
      .select({ author: testimonials.author, role: testimonials.role, rating: testimonials.rating, featured: testimonials.featured, imageUrl: testimonials.imageUrl, createdAt: testimonials.createdAt })
      .from(testimonials);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((r) => r.featured)).toHaveLength(4);
    for (const row of rows) {
      expect(row.role).toEqual(expect.any(String));
      expect([4, 5]).toContain(row.rating);
      expect(await storedImage(env, row.imageUrl!)).toMatchObject({ width: 300, height: 300, format: 'webp' });
    }
    const newestFirst = [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map((r) => r.author);
    expect(newestFirst).toEqual(SEED_TESTIMONIALS.map((t) => t.author));
  });

  it('publishes the two Vietnamese blog posts', async () => {
    const rows = await env.deps.db
      .select({ slug: posts.slug, title: posts.title, date: posts.date, excerpt: posts.excerpt, content: posts.content, published: posts.published, publishedAt: posts.publishedAt })
      .from(posts);
    expect(rows.map((r) => r.slug).sort()).toEqual(['bao-quan-toc-that-dung-cach', 'cach-chon-toc-noi-viet-nam']);
    for (const row of rows) {
      expect(row.published).toBe(true);
      expect(row.publishedAt?.toISOString().slice(0, 10)).toBe(row.date);
      expect(row.title).toMatch(/[àáảãạăâđèéêìíòóôơùúưỳý]/i);
      expect(row.excerpt).not.toBe('');
      expect(row.content).toMatch(/^<h2>/);
      expect(row.content).toContain('<p>');
      expect(row.content).toBe(SEED_POSTS.find((p) => p.slug === row.slug)!.content);
    }
  });

  it('adds approved reviews on several products and one pending review', async () => {
    const rows = await env.deps.db.select({ productId: reviews.productId, status: reviews.status, rating: reviews.rating, user: reviews.user, comment: reviews.comment }).from(reviews);
    const approved = rows.filter((r) => r.status === 'approved');
    expect(approved.length).toBe(SEED_REVIEWS.filter((r) => r.status === 'approved').length);
    expect(new Set(approved.map((r) => r.productId)).size).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.status === 'pending')).toHaveLength(1);
    for (const row of rows) {
      expect(row.rating).toBeGreaterThanOrEqual(1);
      expect(row.rating).toBeLessThanOrEqual(5);
      expect(row.user.trim()).not.toBe('');
      expect(row.comment.trim()).not.toBe('');
    }
  });
  it('gives every curated product a realistic price grid whose bounds are its listed prices', async () => {
    const { anon } = await createCallers(env.deps);
    for (const seeded of SEED_PRODUCTS) {
      const product = await anon.products.byId({ id: seeded.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') });
      const grid = (await anon.prices.byProduct({ productId: product.id }))!;
      expect(grid, seeded.name).not.toBeNull();
      // One texture (a product named by its texture) or three to five of its kind.
      expect([1, 3, 4, 5], seeded.name).toContain(grid.textures.length);
      expect(grid.grades.length).toBeGreaterThanOrEqual(2);
      expect(grid.grades.length).toBeLessThanOrEqual(3);
      expect(grid.tiers.map((t) => t.min_quantity)).toEqual([1, 10, 50]);
      expect([grid.price_from, grid.price_to]).toEqual([seeded.priceFrom, seeded.priceTo]);
      expect([product.price_from, product.price_to]).toEqual([seeded.priceFrom, seeded.priceTo]);
      expect(grid.lengths[0]).toBeGreaterThanOrEqual(8);
      expect(grid.lengths.at(-1)).toBeLessThanOrEqual(30);
      // The page's fact rows state what the selectors offer.
      expect(product.length).toBe(`${grid.lengths[0]} to ${grid.lengths.at(-1)} inches`);
      expect(product.textures).toEqual(grid.textures.map((t) => t.name));
      expect(product.quality_grade).toBe(grid.grades.map((g) => g.name).join(', '));
      const perPiece = seeded.category === 'hair-closure' || seeded.category === 'hair-frontal';
      if (perPiece) expect(grid).toMatchObject({ unit: 'piece', bundle_grams: null, quantity_unit: 'unit' });
      else if (seeded.cardNote === 'USD per kg') expect(grid).toMatchObject({ unit: 'kg', bundle_grams: null, quantity_unit: 'kg' });
      else expect(grid).toMatchObject({ unit: 'bundle', bundle_grams: 100, quantity_unit: 'kg' });
      // Longer hair costs more: the same texture and grade at each next length.
      const straightish = grid.cells.filter((c) => c.texture === grid.textures[0]!.slug && c.grade === grid.grades[0]!.slug);
      const firstTier = straightish.map((c) => c.prices[0]!);
      expect(firstTier).toEqual([...firstTier].sort((a, b) => a - b));
      expect(new Set(firstTier).size).toBe(firstTier.length);
    }
  });

  it("finds products behind every colour and length of the main menu, and by each texture and grade of a grid", async () => {
    const { anon } = await createCallers(env.deps);
    const total = async (filter: Record<string, string>) => (await anon.products.list({ ...filter, limit: 1 })).total;
    // The Hair Weave menu's colours and lengths (apps/web's main navigation).
    for (const colour of ['natural-black', 'blonde', 'brown', 'ombre', 'red']) expect(await total({ colour }), colour).toBeGreaterThan(0);
    for (const length of ['12', '14', '16', '18']) expect(await total({ length }), length).toBeGreaterThan(0);
    // A Bone Straight product is found by its straight textures only, and by its grades.
    const names = async (filter: Record<string, string>) => (await anon.products.list({ ...filter, limit: 100 })).items.map((p) => p.name);
    expect(await names({ texture: 'silky-straight' })).toContain('Vietnamese Bone Straight Hair Weave 1B');
    expect(await names({ texture: 'body-wave' })).not.toContain('Vietnamese Bone Straight Hair Weave 1B');
    expect(await names({ grade: 'super-double-drawn', length: '30' })).toContain('Vietnamese Bone Straight Hair Weave 1B');
    expect(await names({ grade: 'single-drawn' })).not.toContain('Vietnamese Bone Straight Hair Weave 1B');
  });

  it('is what the public API serves to the storefront', async () => {
    const { anon } = await createCallers(env.deps);
    const featured = await anon.products.list({ featured: true, limit: 8 });
    expect(featured.items.map((p) => p.name)).toEqual(SEED_PRODUCTS.filter((p) => p.featured).map((p) => p.name));

    const product = await anon.products.byId({ id: 'vietnamese-bone-straight-hair-weave-1b' });
    expect(product).toMatchObject({
      name: 'Vietnamese Bone Straight Hair Weave 1B',
      category: 'straight',
      price_from: 28,
      price_to: 96,
      currency: 'USD',
      in_stock: true,
      featured: true,
      length: '10 to 30 inches',
      quality_grade: 'Double Drawn, Super Double Drawn',
      textures: ['Bone Straight', 'Silky Straight', 'Straight'],
      hair_material: '100% human Vietnamese hair, no synthetic',
      card_note: 'USD per bundle',
    });
    expect(product.description_blocks[0]?.html).toContain('bone straight');

    const weave = await anon.products.list({ category: 'hair-weave' });
    const weaveCategories = new Set(categoryWithDescendants('hair-weave', SEED_CATEGORIES));
    expect(weave.total).toBe(SEED_PRODUCTS.filter((p) => weaveCategories.has(p.category)).length);

    const productReviews = await anon.reviews.forProduct({ productId: product.id });
    expect(productReviews.count).toBe(3);
    expect(productReviews.average).toBe(4.67);

    const sections = await anon.siteConfig.list();
    expect(sections.filter((s) => s.id !== null).map((s) => s.section)).toEqual([...SITE_CONFIG_SECTIONS]);
    expect((await anon.posts.list()).map((p) => p.slug).sort()).toEqual(['bao-quan-toc-that-dung-cach', 'cach-chon-toc-noi-viet-nam']);
    expect((await anon.testimonials.list({ featured: true, limit: 4 })).map((t) => t.author)).toEqual(
      SEED_TESTIMONIALS.filter((t) => t.featured).map((t) => t.author),
    );
  });
});

describe('seedIfEmpty when the database is not empty, fails, is raced or asked for a count', () => {
  let env: TestEnv;
  const empty = { products: 0, siteConfig: 0, posts: 0, testimonials: 0, reviews: 0, media: 0 };

  beforeAll(async () => {
    env = await createTestEnv();
  });
  afterAll(async () => env.close());

  it('does nothing when products, site config or posts already hold a row', async () => {
    const db = env.deps.db;
    const existing = [
      () => db.insert(products).values({ slug: 'own-product', name: 'Own product' }),
      () => db.insert(siteConfig).values({ section: 'mission', config: { text: 'Our own mission' } }),
      () => db.insert(posts).values({ slug: 'own-post', title: 'Own post', date: '2026-01-01' }),
    ];
    for (const insertOne of existing) {
      await insertOne();
      const before = await rowCounts(db);
      expect(await seedIfEmpty(env.deps, demoContent())).toBe(false);
      expect(await rowCounts(db)).toEqual(before);
      await clearSeededTables(db);
    }
  });

  it('leaves nothing behind when it fails half-way, and the next start seeds everything', async () => {
    const failing: Storage = {
      ...env.deps.storage,
      // Testimonials are inserted after site config, media, products and reviews.
      urlForKey: (key) => {
        if (key.startsWith('testimonials/')) throw new Error('disk gone');
        return env.deps.storage.urlForKey(key);
      },
    };
    await expect(seedIfEmpty({ ...env.deps, storage: failing }, demoContent())).rejects.toThrow('disk gone');
    expect(await rowCounts(env.deps.db)).toEqual(empty);

    expect(await seedIfEmpty(env.deps, demoContent())).toBe(true);
    const counts = await rowCounts(env.deps.db);
    expect(counts).toMatchObject({ products: SEED_PRODUCTS.length, siteConfig: SITE_CONFIG_SECTIONS.length, posts: 2, testimonials: SEED_TESTIMONIALS.length });
    expect(counts.reviews).toBe(SEED_REVIEWS.length);
    await clearSeededTables(env.deps.db);
  });

  it('seeds once when two servers start on the same empty database', async () => {
    const results = await Promise.all([seedIfEmpty(env.deps, demoContent()), seedIfEmpty(env.deps, demoContent())]);
    expect(results.sort()).toEqual([false, true]);
    expect(await rowCounts(env.deps.db)).toMatchObject({ products: SEED_PRODUCTS.length, siteConfig: SITE_CONFIG_SECTIONS.length, posts: 2, media: 9 });
    await clearSeededTables(env.deps.db);
  });

  it('creates only the requested number of products, with reviews only on those', async () => {
    expect(await seedIfEmpty(env.deps, demoContent({ productCount: 3 }))).toBe(true);
    const rows = await env.deps.db.select({ id: products.id, name: products.name }).from(products);
    expect(rows.map((r) => r.name).sort()).toEqual(SEED_PRODUCTS.slice(0, 3).map((p) => p.name).sort());
    const reviewed = await env.deps.db.select({ productId: reviews.productId }).from(reviews);
    expect(reviewed.length).toBe(SEED_REVIEWS.filter((r) => r.product < 3).length);
    expect(reviewed.every((r) => rows.some((p) => p.id === r.productId))).toBe(true);
  });

  it('creates 1000 products: the curated ones, then variations reusing their photos', async () => {
    await clearSeededTables(env.deps.db);
    expect(await seedIfEmpty(env.deps, demoContent({ productCount: 1000 }))).toBe(true);
    const rows = await env.deps.db
      .select({ name: products.name, slug: products.slug, featured: products.featured, imageUrl: products.imageUrl, priceFrom: products.priceFrom, priceTo: products.priceTo, attributes: products.attributes })
      .from(products);
    expect(rows).toHaveLength(1000);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(1000);
    expect(new Set(rows.map((r) => r.name)).size).toBe(1000);
    expect(rows.filter((r) => r.featured)).toHaveLength(8);
    expect(rows.map((r) => r.name)).toContain('Vietnamese Bone Straight Hair Weave 1B 16 inch');
    const curatedNames = new Set(SEED_PRODUCTS.map((p) => p.name));
    const curatedPhotos = new Set(rows.filter((r) => curatedNames.has(r.name)).map((r) => r.imageUrl));
    expect(new Set(rows.map((r) => r.imageUrl))).toEqual(curatedPhotos);
    for (const row of rows) expect(row.priceTo!).toBeGreaterThanOrEqual(row.priceFrom!);
    const sixteenInch = rows.find((r) => r.name === 'Vietnamese Bone Straight Hair Weave 1B 16 inch')!;
    expect(sixteenInch.attributes).toMatchObject({ length: '16 inches', card_note: 'USD per bundle' });
    expect(await storedImage(env, sixteenInch.imageUrl!)).toMatchObject({ width: 800, height: 800 });
  });
});
