// The price file: a product's wholesale grid as spreadsheet rows, one per
// product × length × texture × grade × tier, and back. The file carries prices
// only: a product's unit, tiers (and their discounts), textures and grades are
// set in the grid editor; the file's unit, name, currency and pricing columns
// are there to read, and a unit that differs from the product's is refused.
// In the discount mode a cell has one row, its base price at the first tier.
import { CsvError, isBlankRecord, parseCsv, toCsv, type CsvValue } from './csv';
import { orderCells, type GridCell } from './price-grid';
import { optionName, storedPriceChanges, storedPriceTiers, type GridUpdate, type PriceChange, type StoredGrid } from './price-changes';
import { cellKey, GRID_MAX_LENGTH, GRID_MIN_LENGTH, gridPriceSchema, MAX_GRID_CELLS, PRICE_GRID_MESSAGES } from './schemas/price-grid';
import { toSlug } from './slug';

/** The columns of an exported file, in order. */
export const PRICE_FILE_COLUMNS = ['product_slug', 'product_name', 'unit', 'currency', 'length', 'texture', 'grade', 'tier_min_quantity', 'price', 'pricing'] as const;
/** The columns an imported file must have (in any order; others are ignored). */
export const PRICE_FILE_REQUIRED_COLUMNS = ['product_slug', 'length', 'texture', 'grade', 'tier_min_quantity', 'price'] as const;
type Column = (typeof PRICE_FILE_COLUMNS)[number];

/** The largest price file an admin may upload. */
export const PRICE_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** The media types a price file arrives with (Windows names .csv files application/vnd.ms-excel). */
export const PRICE_FILE_TYPES = ['text/csv', 'text/plain', 'application/csv', 'text/comma-separated-values', 'application/vnd.ms-excel'] as const;

const list = (names: readonly string[]) => names.join(', ');
/** A value of the file as a message quotes it: at most 60 characters, so a huge cell cannot make a huge answer. */
const quoted = (value: string) => `'${value.length > 60 ? `${value.slice(0, 59)}\u2026` : value}'`;

export const PRICE_FILE_MESSAGES = {
  empty: 'The file is empty: it needs a header row and one row per price',
  tooLarge: `The file is too large (max ${PRICE_FILE_MAX_BYTES / (1024 * 1024)} MB)`,
  notCsv: 'Request body must be a CSV file (Content-Type: text/csv)',
  interrupted: 'csv: the upload stopped before the whole file arrived',
  missingColumns: (missing: readonly string[]) =>
    `The header row must name the columns ${list(PRICE_FILE_REQUIRED_COLUMNS)} (missing: ${list(missing)})`,
  slugRequired: 'A product slug is required',
  unknownProduct: (slug: string) => `No product has the slug ${quoted(slug)}`,
  noGrid: (slug: string) => `${quoted(slug)} has no price grid: create it in the grid editor first`,
  unit: (unit: string) => `This product is priced per ${unit}: change the unit in the grid editor`,
  length: PRICE_GRID_MESSAGES.length,
  unknownTexture: (value: string, known: readonly string[]) => `${quoted(value)} is not one of this product's textures (${list(known)})`,
  unknownGrade: (value: string, known: readonly string[]) => `${quoted(value)} is not one of this product's grades (${list(known)})`,
  unknownTier: (value: string, tiers: readonly number[]) => `This product has no tier from ${quoted(value)} (its tiers start at ${list(tiers.map(String))})`,
  discountTier: 'This product prices its tiers as a discount off the base price: give only the row of the tier from 1',
  duplicate: (first: number) => `This length, texture, grade and tier is given twice (first in row ${first})`,
  missingTier: (tiers: readonly number[]) => `An offered cell needs a price at every tier (missing: the tier from ${list(tiers.map(String))})`,
  tooManyCells: `A grid holds at most ${MAX_GRID_CELLS.toLocaleString('en-US')} length, texture and grade combinations`,
  rejected: (n: number) => `The file has ${n} rejected ${n === 1 ? 'row' : 'rows'}: correct ${n === 1 ? 'it' : 'them'} and upload the file again`,
} as const;

/** The file's name for a date: 'prices-2025-01-31.csv'. */
export const priceFileName = (date: Date) => `prices-${date.toISOString().slice(0, 10)}.csv`;

/** The header row. */
export const priceFileHeader = () => toCsv([PRICE_FILE_COLUMNS]);

/** How the price column reads: 'price per tier', or 'base price, 5% off from 10, 10% off from 50' (quoted in the file: the file holds commas only). */
export function pricingNote(grid: Pick<StoredGrid, 'tier_pricing' | 'tiers'>): string {
  if (grid.tier_pricing === 'per_tier') return 'price per tier';
  const discounts = grid.tiers.slice(1).map((t) => `${t.discount_percent ?? 0}% off from ${t.min_quantity}`);
  return ['base price', ...discounts].join(', ');
}

/** Every row of a product's grid, in the grid's order (shortest length first), each tier on its own row. */
export function priceFileRows(grid: StoredGrid): string {
  const tiers = storedPriceTiers(grid);
  const pricing = pricingNote(grid);
  const rows: CsvValue[][] = [];
  for (const cell of orderCells(grid.cells, grid)) {
    const texture = optionName(grid.textures, cell.texture);
    const grade = optionName(grid.grades, cell.grade);
    tiers.forEach((tier, i) => {
      const price = cell.prices[i];
      rows.push([grid.slug, grid.name, grid.unit, grid.currency, cell.length, texture, grade, tier, price === undefined ? null : price.toFixed(2), pricing]);
    });
  }
  return toCsv(rows);
}

/** One data row of an uploaded file, its fields as written (trimmed), and its row number as a spreadsheet counts (the header is row 1). */
export interface PriceFileRow {
  row: number;
  product_slug: string;
  unit: string;
  length: string;
  texture: string;
  grade: string;
  tier_min_quantity: string;
  price: string;
}

/** A header's spelling as a column name: 'Tier Min Quantity' -> 'tier_min_quantity'. */
const columnName = (header: string) => header.trim().toLowerCase().replace(/[\s-]+/g, '_');

/** The data rows of an uploaded file (blank rows left out). A file without the needed columns, or with a quote left open, is a CsvError. */
export function readPriceFile(text: string): PriceFileRow[] {
  const records = parseCsv(text);
  const header = records.findIndex((record) => !isBlankRecord(record));
  if (header === -1) throw new CsvError(PRICE_FILE_MESSAGES.empty);
  const names = records[header]!.map(columnName);
  const missing = PRICE_FILE_REQUIRED_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) throw new CsvError(PRICE_FILE_MESSAGES.missingColumns(missing));
  const at = (record: readonly string[], column: Column) => {
    const index = names.indexOf(column);
    return index === -1 ? '' : (record[index] ?? '').trim();
  };
  const rows: PriceFileRow[] = [];
  records.forEach((record, i) => {
    if (i <= header || isBlankRecord(record)) return;
    rows.push({
      row: i + 1,
      product_slug: at(record, 'product_slug'),
      unit: at(record, 'unit'),
      length: at(record, 'length'),
      texture: at(record, 'texture'),
      grade: at(record, 'grade'),
      tier_min_quantity: at(record, 'tier_min_quantity'),
      price: at(record, 'price'),
    });
  });
  return rows;
}

/** The product slugs a file names (as the import looks them up). */
export const priceFileSlugs = (rows: readonly PriceFileRow[]): string[] => [...new Set(rows.map((r) => r.product_slug.toLowerCase()).filter(Boolean))];

export interface RejectedRow {
  row: number;
  field: string;
  message: string;
}

export interface PriceImportPlan {
  added: PriceChange[];
  changed: PriceChange[];
  removed: PriceChange[];
  unchanged: number;
  rejected: RejectedRow[];
  /** The products whose cells change, with their cells after the import. */
  updates: GridUpdate[];
}

const WHOLE_NUMBER = /^\d+$/;

/** A cell as the file's rows give it: a price per stored tier (null: the row left it empty) and the row of each. */
interface FileCell {
  length: number;
  texture: string;
  grade: string;
  priced: (number | null | undefined)[];
  rows: (number | undefined)[];
}

interface ProductRows {
  grid: StoredGrid;
  cells: Map<string, FileCell>;
  /** Cells that a rejected row points to: they stay as they are. */
  rejected: Set<string>;
}

/**
 * What importing the rows would do to the products they name (`grids` by
 * lower-case slug; a product without a grid is absent, `known` holds every
 * product slug the file names): each row is checked on its own, then against
 * its product's grid; cells the file leaves out (or whose rows are all empty)
 * are removed from the products it names. Rows with problems are rejected, and
 * the cells they point to are neither removed nor changed.
 */
export function planPriceImport(rows: readonly PriceFileRow[], grids: ReadonlyMap<string, StoredGrid>, known: ReadonlySet<string>): PriceImportPlan {
  const rejected: RejectedRow[] = [];
  const reject = (row: number, field: string, message: string) => void rejected.push({ row, field, message });
  const products = new Map<string, ProductRows>();
  const firstRow = new Map<string, number>();

  for (const r of rows) {
    const slug = r.product_slug.toLowerCase();
    const grid = grids.get(slug);
    if (!grid) {
      const message = slug === '' ? PRICE_FILE_MESSAGES.slugRequired : known.has(slug) ? PRICE_FILE_MESSAGES.noGrid(r.product_slug) : PRICE_FILE_MESSAGES.unknownProduct(r.product_slug);
      reject(r.row, 'product_slug', message);
      continue;
    }
    let product = products.get(slug);
    if (!product) products.set(slug, (product = { grid, cells: new Map(), rejected: new Set() }));

    const problems: [string, string][] = [];
    const length = WHOLE_NUMBER.test(r.length) ? Number(r.length) : NaN;
    const texture = toSlug(r.texture);
    const grade = toSlug(r.grade);
    if (!(length >= GRID_MIN_LENGTH && length <= GRID_MAX_LENGTH)) problems.push(['length', PRICE_FILE_MESSAGES.length]);
    if (!grid.textures.some((t) => t.slug === texture)) problems.push(['texture', PRICE_FILE_MESSAGES.unknownTexture(r.texture, grid.textures.map((t) => t.name))]);
    if (!grid.grades.some((g) => g.slug === grade)) problems.push(['grade', PRICE_FILE_MESSAGES.unknownGrade(r.grade, grid.grades.map((g) => g.name))]);
    const cellKnown = problems.length === 0;
    const key = cellKey({ length, texture, grade });

    const tiers = grid.tiers.map((t) => t.min_quantity);
    const tier = WHOLE_NUMBER.test(r.tier_min_quantity) ? tiers.indexOf(Number(r.tier_min_quantity)) : -1;
    if (tier === -1) problems.push(['tier_min_quantity', PRICE_FILE_MESSAGES.unknownTier(r.tier_min_quantity, tiers)]);
    else if (tier >= storedPriceTiers(grid).length) problems.push(['tier_min_quantity', PRICE_FILE_MESSAGES.discountTier]);
    if (r.unit !== '' && r.unit.toLowerCase() !== grid.unit) problems.push(['unit', PRICE_FILE_MESSAGES.unit(grid.unit)]);
    const price = r.price === '' ? null : gridPriceSchema.safeParse(r.price);
    if (price && !price.success) problems.push(['price', PRICE_GRID_MESSAGES.price]);
    if (problems.length === 0) {
      const first = firstRow.get(`${slug}|${key}|${tier}`);
      if (first !== undefined) problems.push(['length, texture, grade, tier_min_quantity', PRICE_FILE_MESSAGES.duplicate(first)]);
      else firstRow.set(`${slug}|${key}|${tier}`, r.row);
    }
    let cell = product.cells.get(key);
    if (problems.length === 0 && !cell && product.cells.size >= MAX_GRID_CELLS) problems.push(['product_slug', PRICE_FILE_MESSAGES.tooManyCells]);
    if (problems.length > 0) {
      for (const [field, message] of problems) reject(r.row, field, message);
      if (cellKnown) product.rejected.add(key);
      continue;
    }
    if (!cell) product.cells.set(key, (cell = { length, texture, grade, priced: [], rows: [] }));
    cell.priced[tier] = price ? price.data : null;
    cell.rows[tier] = r.row;
  }

  const plan: PriceImportPlan = { added: [], changed: [], removed: [], unchanged: 0, rejected, updates: [] };
  for (const product of products.values()) {
    const update = fileUpdate(product, reject);
    const rows = new Map([...product.cells].map(([key, cell]) => [key, cell.rows]));
    const changes = storedPriceChanges(update, (cell, i) => rows.get(cellKey(cell))?.[i] ?? null);
    plan.added.push(...changes.added);
    plan.changed.push(...changes.changed);
    plan.removed.push(...changes.removed);
    plan.unchanged += changes.unchanged;
    if (changes.added.length + changes.changed.length + changes.removed.length > 0) plan.updates.push(update);
  }
  plan.rejected.sort((a, b) => a.row - b.row);
  return plan;
}

/** A product's cells after the import: the file's fully priced cells, and the stored cells that rejected rows point to. */
function fileUpdate({ grid, cells, rejected }: ProductRows, reject: (row: number, field: string, message: string) => void): GridUpdate {
  const tiers = storedPriceTiers(grid);
  const offered: GridCell[] = [];
  for (const [key, cell] of cells) {
    if (rejected.has(key)) continue;
    const prices = tiers.map((_, i) => cell.priced[i] ?? null);
    if (prices.every((p) => p === null)) continue;
    const missing = tiers.filter((_, i) => prices[i] === null);
    if (missing.length > 0) {
      reject(cell.rows.find((row) => row !== undefined)!, 'price', PRICE_FILE_MESSAGES.missingTier(missing));
      rejected.add(key);
      continue;
    }
    offered.push({ length: cell.length, texture: cell.texture, grade: cell.grade, prices: prices as number[] });
  }
  return { grid, cells: [...offered, ...grid.cells.filter((cell) => rejected.has(cellKey(cell)))] };
}
