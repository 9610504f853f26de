// The catalogue of `npm run bench:scale`: products and posts as a factory that has
// imported its whole stock would have them (names made of origin, colour, texture,
// kind and length; categories; attributes; a description of about 1 KB), written
// straight into PostgreSQL with multi-row INSERTs (one unnest per batch). The rows
// are deterministic: the same seed gives the same catalogue, so runs compare.
import { randomUUID } from 'node:crypto';

const ORIGINS = ['Raw', 'Raw Vietnamese', 'Virgin', 'Vietnamese', 'Raw Cambodian', 'Remy', 'Single Donor'];
const COLOURS = ['1B', 'Natural Black', 'Jet Black 1', 'Dark Brown 2', 'Brown 4', 'Blonde 613', 'Ombre 1B/27', 'Piano P4/27', 'Burgundy 99J', 'Ash Blonde 60'];
const TEXTURES = ['Straight', 'Bone Straight', 'Body Wave', 'Deep Wave', 'Loose Wave', 'Water Wave', 'Wavy', 'Kinky Curly', 'Pixie Curly', 'Kinky Straight', 'Natural Wavy', 'Burmese Curly'];
const KINDS = [
  { name: 'Bundle', category: 'hair-bundle' },
  { name: 'Weft', category: 'hair-weave' },
  { name: 'Weave', category: 'hair-weave' },
  { name: 'Closure 4x4', category: 'hair-closure' },
  { name: 'Closure 5x5', category: 'hair-closure' },
  { name: 'Frontal 13x4', category: 'hair-frontal' },
  { name: 'Frontal 13x6', category: 'hair-frontal' },
  { name: 'Clip-in Set', category: null },
  { name: 'Tape-in Pack', category: null },
];
const LENGTHS = [8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32];
const GRADES = ['Double Drawn', 'Super Double Drawn', 'Single Drawn', '12A', '10A'];
const MATERIALS = ['100% human hair', 'Raw virgin human hair', 'Remy human hair, cuticle aligned'];
const WORDS = [
  'cuticle', 'aligned', 'donor', 'factory', 'bundle', 'soft', 'tangle', 'free', 'shedding', 'lustre', 'natural', 'wash', 'dye', 'bleach',
  'install', 'lace', 'density', 'weft', 'machine', 'double', 'stitched', 'thick', 'ends', 'shipping', 'wholesale', 'salon', 'stylist', 'colour',
];

/** A small deterministic generator (mulberry32). */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (next, list) => list[Math.floor(next() * list.length)];

function paragraph(next, words) {
  const out = [];
  for (let i = 0; i < words; i += 1) out.push(pick(next, WORDS));
  const text = out.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

/** About `bytes` of html in a few paragraphs. */
function description(next, name, bytes = 1000) {
  const parts = [`<p>${name}: straight from our workshop in Vietnam.</p>`];
  let size = parts[0].length;
  while (size < bytes) {
    const p = `<p>${paragraph(next, 12 + Math.floor(next() * 10))}</p>`;
    parts.push(p);
    size += p.length;
  }
  return parts.join('');
}

const slugOf = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The product rows, as the columns of the products table. */
export function* productRows(count, { seed = 7, newest = Date.UTC(2026, 10, 1) } = {}) {
  const next = random(seed);
  const slugs = new Set();
  for (let i = 0; i < count; i += 1) {
    const origin = pick(next, ORIGINS);
    const colour = pick(next, COLOURS);
    const texture = pick(next, TEXTURES);
    const kind = pick(next, KINDS);
    const inches = pick(next, LENGTHS);
    const grade = pick(next, GRADES);
    const name = `${origin} ${colour} ${texture} ${kind.name} ${inches} inch${next() < 0.3 ? ` ${grade}` : ''}`;
    let slug = slugOf(name);
    if (slugs.has(slug)) slug = `${slug}-${i}`;
    slugs.add(slug);
    const priceFrom = Math.round((20 + inches * 3.5 + next() * 40) * 100) / 100;
    const hasPrice = next() > 0.03;
    const createdAt = new Date(newest - i * 60_000).toISOString();
    const image = `/uploads/bench/${i % 97}.webp`;
    const attributes = {
      description_blocks: [{ type: 'html', html: description(next, name) }],
      // Two in five are sold in a range of lengths, which the filters count as each even length in it
      // (from the row number, so the random sequence, and every other value, stays as before).
      length: i % 5 < 2 ? `${inches} to ${Math.min(inches + 10, 32)} inches` : `${inches} inches`,
      quality_grade: grade,
      hair_material: pick(next, MATERIALS),
      texture,
      textures: [texture],
      colour,
      card_note: next() < 0.2 ? 'Ships in 3 days' : null,
    };
    yield {
      id: randomUUID(),
      slug,
      name,
      category: kind.category,
      image_url: image,
      gallery_images: JSON.stringify([image]),
      price_from: hasPrice ? priceFrom : null,
      price_to: hasPrice ? Math.round(priceFrom * 1.18 * 100) / 100 : null,
      in_stock: next() > 0.08,
      featured: i < 12,
      attributes: JSON.stringify(attributes),
      created_at: createdAt,
      updated_at: createdAt,
    };
  }
}

const POST_TOPICS = ['How to wash', 'Choosing', 'Caring for', 'Colouring', 'Installing', 'Storing', 'Before and after:', 'Factory visit:'];
const POST_CATEGORIES = ['news', 'tips-tricks', 'before-after'];

export function* postRows(count, { seed = 11, newest = Date.UTC(2026, 10, 1) } = {}) {
  const next = random(seed);
  for (let i = 0; i < count; i += 1) {
    const title = `${pick(next, POST_TOPICS)} ${pick(next, COLOURS)} ${pick(next, TEXTURES)} hair, part ${i + 1}`;
    const day = new Date(newest - i * 86_400_000);
    const content = description(next, title, 1500);
    yield {
      id: randomUUID(),
      slug: `${slugOf(title)}-${i + 1}`,
      title,
      date: day.toISOString().slice(0, 10),
      category: pick(next, POST_CATEGORIES),
      excerpt: paragraph(next, 20),
      content,
      published: next() > 0.05,
      published_at: day.toISOString(),
      created_at: day.toISOString(),
      updated_at: day.toISOString(),
    };
  }
}

/** Column name -> PostgreSQL array type for unnest. */
const PRODUCT_TYPES = {
  id: 'text', slug: 'text', name: 'text', category: 'text', image_url: 'text', gallery_images: 'jsonb', price_from: 'numeric', price_to: 'numeric',
  in_stock: 'boolean', featured: 'boolean', attributes: 'jsonb', created_at: 'timestamptz', updated_at: 'timestamptz',
};
const POST_TYPES = {
  id: 'text', slug: 'text', title: 'text', date: 'text', category: 'text', excerpt: 'text', content: 'text', published: 'boolean',
  published_at: 'timestamptz', created_at: 'timestamptz', updated_at: 'timestamptz',
};

async function insertAll(client, table, types, rows, batchSize) {
  const columns = Object.keys(types);
  const sql = `insert into ${table} (${columns.join(', ')}) select * from unnest(${columns.map((c, i) => `$${i + 1}::${types[c]}[]`).join(', ')})`;
  let batch = [];
  let total = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await client.query(sql, columns.map((c) => batch.map((row) => row[c])));
    total += batch.length;
    batch = [];
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return total;
}

/** Replaces the products and posts of the database with `products` and `posts` generated rows. */
export async function loadCatalogue(client, { products, posts }) {
  await client.query('begin');
  await client.query('truncate products, posts cascade');
  const productCount = await insertAll(client, 'products', PRODUCT_TYPES, productRows(products), 5000);
  const postCount = await insertAll(client, 'posts', POST_TYPES, postRows(posts), 500);
  // Marked pending by the products' triggers: the server computes their filter values at its next start.
  await client.query('commit');
  // Fresh statistics and visibility map, as a database that autovacuum has seen.
  await client.query('vacuum analyze products');
  await client.query('vacuum analyze posts');
  return { productCount, postCount };
}
