// The price file on the real app and a fresh database: the export (CSV with a
// byte-order mark, quoting and neutralised formulas), the import's preview and
// apply (in one transaction, with the price history), refused files that change
// nothing (unknown product, 'abc', a duplicate cell, 5 MB and more, not CSV), and
// who may call it. The round trip export → edit → preview → apply → export.
import { request as httpRequest } from 'node:http';
import { PRICE_CHANGE_MESSAGES, type PriceGrid, type PriceHistoryPage, type Product, PRICE_FILE_MESSAGES, PRICE_GRID_MESSAGES, parseCsv, type PriceChangeReport } from '@hair/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer, useTokens } from '../testing/harness';

const t = useTestServer();
const tokens = useTokens(t);

type ErrorJson = { error: string; details?: { field: string; message: string }[]; rejected?: { row: number; field: string; message: string }[] };

const BUNDLE_GRID = {
  unit: 'bundle',
  tiers: [{ min_quantity: 1 }, { min_quantity: 10 }],
  textures: ['Straight', 'Body Wave'],
  grades: ['Double Drawn'],
  cells: [
    { length: 10, texture: 'Straight', grade: 'Double Drawn', prices: [30, 28] },
    { length: 22, texture: 'Body Wave', grade: 'Double Drawn', prices: [62, 58.5] },
  ],
};
const CLOSURE_GRID = {
  unit: 'piece',
  tier_pricing: 'discount',
  tiers: [{ min_quantity: 1 }, { min_quantity: 20, discount_percent: 5 }],
  textures: ['Straight'],
  grades: ['Swiss Lace'],
  cells: [{ length: 14, texture: 'Straight', grade: 'Swiss Lace', prices: [80] }],
};

let bundle: Product;
let closure: Product;
let plain: Product;

beforeAll(async () => {
  bundle = await t.created<Product>('/api/products', { body: { published: true, name: '=Raw Bundle, "Vietnam"' }, token: tokens.admin });
  closure = await t.created<Product>('/api/products', { body: { published: true, name: 'Lace Closure' }, token: tokens.admin });
  plain = await t.created<Product>('/api/products', { body: { published: true, name: 'Plain Wig', price_from: 100 }, token: tokens.admin });
  for (const [product, grid] of [[bundle, BUNDLE_GRID], [closure, CLOSURE_GRID]] as const) {
    expect((await t.json('PUT', `/api/products/${product.id}/prices`, { body: grid, token: tokens.admin })).status).toBe(200);
  }
});

const HEADER = 'product_slug,product_name,unit,currency,length,texture,grade,tier_min_quantity,price,pricing';

/** The answer's text as sent, byte-order mark included (fetch's text() drops it). */
async function exportFile(token = tokens.admin): Promise<{ status: number; text: string; headers: Headers }> {
  const res = await t.request('GET', '/api/prices.csv', { token });
  return { status: res.status, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()), headers: res.headers };
}

/** The file as it is now, as the admin would download it. */
const exported = async () => (await exportFile()).text;

function post(body: string | Buffer, options: { token?: string; query?: string; type?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': options.type ?? 'text/csv' };
  const token = options.token === undefined ? tokens.admin : options.token;
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(`${t.baseUrl}/api/prices.csv${options.query ?? ''}`, { method: 'POST', headers, body });
}

async function postJson<T = PriceChangeReport>(body: string | Buffer, options: Parameters<typeof post>[1] = {}): Promise<{ status: number; body: T }> {
  const res = await post(body, options);
  return { status: res.status, body: (await res.json()) as T };
}

const gridOf = async (product: Product) => (await t.json<PriceGrid>('GET', `/api/products/${product.id}/prices`)).body;
const productOf = async (product: Product) => (await t.json<Product>('GET', `/api/products/${product.id}`)).body;

/** What must not move when a file is refused. */
async function snapshot() {
  return { file: await exported(), bundle: await productOf(bundle), closure: await productOf(closure), history: (await t.json<PriceHistoryPage>('GET', `/api/products/${bundle.id}/price-history`, { token: tokens.admin })).body.items.length };
}

/** The file with the line holding `find` changed by `edit`. */
function editLine(file: string, find: string, edit: (line: string) => string): string {
  const lines = file.split('\r\n');
  const index = lines.findIndex((line) => line.includes(find));
  expect(index, find).toBeGreaterThan(0);
  lines[index] = edit(lines[index]!);
  return lines.join('\r\n');
}

describe('GET /api/prices.csv', () => {
  it('answers the price file: UTF-8 with a byte-order mark, a header, one row per cell and tier, quoted and neutralised text', async () => {
    const { status, text, headers } = await exportFile();
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename="prices-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(text.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    const rows = text.slice(1).split('\r\n').filter(Boolean);
    const name = `"'=Raw Bundle, ""Vietnam"""`;
    expect(rows).toContain(`${bundle.slug},${name},bundle,USD,10,Straight,Double Drawn,1,30.00,price per tier`);
    expect(rows).toContain(`${bundle.slug},${name},bundle,USD,22,Body Wave,Double Drawn,10,58.50,price per tier`);
    expect(rows).toContain(`${closure.slug},Lace Closure,piece,USD,14,Straight,Swiss Lace,1,80.00,"base price, 5% off from 20"`);
    expect(rows.filter((row) => row.startsWith(`${bundle.slug},`))).toHaveLength(4);
    // A product without a grid has no rows.
    expect(text).not.toContain(plain.slug);
    // It reads back as CSV: the name keeps its comma and quotes.
    expect(parseCsv(text).find((r) => r[0] === bundle.slug)?.[1]).toBe(`'=Raw Bundle, "Vietnam"`);
  });

  it('needs an admin: 401 anonymous, 403 for a buyer', async () => {
    const anonymous = await t.request('GET', '/api/prices.csv');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Not authenticated' });
    const buyer = await t.request('GET', '/api/prices.csv', { token: tokens.user });
    expect(buyer.status).toBe(403);
    expect(await buyer.json()).toEqual({ error: 'Admin access required' });
  });
});

describe('POST /api/prices.csv', () => {
  it('previews an edited file: added, changed and removed prices with their rows, and stores nothing', async () => {
    const before = await snapshot();
    let file = editLine(before.file, `${bundle.slug},"'=Raw Bundle, ""Vietnam""",bundle,USD,10,Straight,Double Drawn,1,30.00`, (line) => line.replace(',30.00,', ',31.50,'));
    file = file.split('\r\n').filter((line) => !line.includes(',22,Body Wave,')).join('\r\n');
    file += `${bundle.slug},,,,12,body-wave,double-drawn,1,40,\r\n${bundle.slug},,,,12,Body Wave,Double Drawn,10,$38.00,\r\n`;
    const res = await postJson(file);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ applied: false, products: 1, counts: { added: 2, changed: 1, removed: 2, unchanged: 2, rejected: 0 }, rejected: [] });
    const product = { id: bundle.id, slug: bundle.slug, name: '=Raw Bundle, "Vietnam"', currency: 'USD' };
    // Row 2 is the closure's (its slug sorts first); row 3 the edited price.
    expect(res.body.changed).toEqual([{ product, field: 'cell', length: 10, texture: 'Straight', grade: 'Double Drawn', tier_min_quantity: 1, old_price: 30, new_price: 31.5, row: 3 }]);
    expect(res.body.added.map((c) => [c.length, c.texture, c.tier_min_quantity, c.old_price, c.new_price])).toEqual([[12, 'Body Wave', 1, null, 40], [12, 'Body Wave', 10, null, 38]]);
    expect(res.body.removed.map((c) => [c.length, c.texture, c.tier_min_quantity, c.old_price, c.new_price])).toEqual([[22, 'Body Wave', 1, 62, null], [22, 'Body Wave', 10, 58.5, null]]);
    expect(res.body.preview_id).toMatch(/^[0-9a-f]{64}$/);
    expect(await snapshot()).toEqual(before);
  });

  const badRows: [string, (slug: string) => string, { field: string; message: string }][] = [
    ['an unknown product', () => 'no-such-product,,,,16,Straight,Double Drawn,1,30,', { field: 'product_slug', message: PRICE_FILE_MESSAGES.unknownProduct('no-such-product') }],
    ['a price of abc', (slug) => `${slug},,,,16,Straight,Double Drawn,1,abc,`, { field: 'price', message: PRICE_GRID_MESSAGES.price }],
    ['a negative price', (slug) => `${slug},,,,16,Straight,Double Drawn,1,-5,`, { field: 'price', message: PRICE_GRID_MESSAGES.price }],
    ['an unknown tier', (slug) => `${slug},,,,16,Straight,Double Drawn,15,30,`, { field: 'tier_min_quantity', message: PRICE_FILE_MESSAGES.unknownTier('15', [1, 10]) }],
    ['an unknown texture', (slug) => `${slug},,,,16,Kinky Curly,Double Drawn,1,30,`, { field: 'texture', message: PRICE_FILE_MESSAGES.unknownTexture('Kinky Curly', ['Straight', 'Body Wave']) }],
  ];

  it.each(badRows)('rejects %s with its row, field and reason; applying the file is refused and changes nothing', async (_name, line, reason) => {
    // The whole export, and one bad row at its end.
    const exportedFile = await exported();
    const file = `${exportedFile}${line(bundle.slug)}\r\n`;
    const rejected = { row: exportedFile.split('\r\n').length, ...reason };
    const preview = await postJson(file);
    expect(preview.status).toBe(200);
    expect(preview.body.rejected).toEqual([rejected]);
    expect(preview.body.counts).toEqual({ added: 0, changed: 0, removed: 0, unchanged: 5, rejected: 1 });
    expect(preview.body.counts.rejected).toBe(1);
    const before = await snapshot();
    const apply = await postJson<ErrorJson>(file, { query: '?apply=true' });
    expect(apply.status).toBe(400);
    expect(apply.body).toEqual({ error: PRICE_FILE_MESSAGES.rejected(1), rejected: [rejected] });
    expect(await snapshot()).toEqual(before);
  });

  it('rejects a cell and tier given twice, naming the first row, and does not apply', async () => {
    const file = `${HEADER}\r\n${bundle.slug},,,,10,Straight,Double Drawn,1,30,\r\n${bundle.slug},,,,10,straight,double-drawn,1,29,\r\n`;
    const before = await snapshot();
    const preview = await postJson(file);
    expect(preview.body.rejected).toEqual([{ row: 3, field: 'length, texture, grade, tier_min_quantity', message: PRICE_FILE_MESSAGES.duplicate(2) }]);
    expect((await postJson(file, { query: '?apply=1' })).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 naming csv for a file it cannot read, and 415 for a body that is not CSV', async () => {
    const noHeader = await postJson<ErrorJson>('slug,cost\r\nx,1\r\n');
    expect(noHeader.status).toBe(400);
    expect(noHeader.body.error).toBe(`csv: ${PRICE_FILE_MESSAGES.missingColumns(['product_slug', 'length', 'texture', 'grade', 'tier_min_quantity', 'price'])}`);
    const open = await postJson<ErrorJson>(`${HEADER}\r\nx,"unclosed\r\n`);
    expect(open.status).toBe(400);
    expect(open.body.error).toBe('csv: Row 2: a quoted field is not closed (a " is missing)');
    const empty = await postJson<ErrorJson>('');
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe(`csv: ${PRICE_FILE_MESSAGES.empty}`);
    const workbook = await postJson<ErrorJson>(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]));
    expect(workbook.status).toBe(400);
    expect(workbook.body.error).toBe('csv: The file is not CSV text: it holds binary data. In a spreadsheet, save it as "CSV UTF-8 (comma delimited)".');
    const latin1 = await postJson<ErrorJson>(Buffer.concat([Buffer.from(`${HEADER}\r\n`), Buffer.from([0x54, 0xf3, 0x63])]));
    expect(latin1.status).toBe(400);
    expect(latin1.body.error).toBe('csv: The file is not UTF-8 text. In a spreadsheet, save it as "CSV UTF-8 (comma delimited)".');
    const json = await postJson<ErrorJson>(JSON.stringify({ csv: HEADER }), { type: 'application/json' });
    expect(json.status).toBe(415);
    expect(json.body.error).toBe('Request body must be a CSV file (Content-Type: text/csv)');
    const image = await postJson<ErrorJson>(Buffer.from([0x89, 0x50, 0x4e, 0x47]), { type: 'image/png' });
    expect(image.status).toBe(415);
  });

  it('answers 413 to a file over 5 MB as soon as it announces its length, without waiting for the rest', async () => {
    const before = await snapshot();
    // 20 MB announced; only the first megabyte is ever sent.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${t.baseUrl}/api/prices.csv`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', 'content-length': String(20 * 1024 * 1024), authorization: `Bearer ${tokens.admin}` },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body });
          req.destroy();
        });
      });
      req.on('error', reject);
      req.write(`${HEADER}\r\n${'x'.repeat(1024 * 1024)}`);
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'The file is too large (max 5 MB)' });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 413 to a 20 MB file sent without a length, stopping at the limit', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    let sent = 0;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${t.baseUrl}/api/prices.csv`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', 'transfer-encoding': 'chunked', authorization: `Bearer ${tokens.admin}` },
      });
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        let body = '';
        res.on('data', (data: Buffer) => (body += data.toString()));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body });
          req.destroy();
        });
      });
      req.on('error', (error) => (answered ? undefined : reject(error)));
      // A megabyte at a time, up to 20, until the server answers.
      const pump = () => {
        if (answered || sent >= 20) return;
        sent += 1;
        req.write(chunk, () => setTimeout(pump, 5));
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'The file is too large (max 5 MB)' });
    expect(sent).toBeLessThan(20);
  });

  it('needs an admin: 401 anonymous and 403 for a buyer, even with a large file; 403 for a read-only API token', async () => {
    const file = `${HEADER}\r\n${bundle.slug},,,,10,Straight,Double Drawn,1,1,\r\n`;
    const anonymous = await postJson<ErrorJson>(file, { token: '' });
    expect(anonymous).toEqual({ status: 401, body: { error: 'Not authenticated' } });
    const buyer = await postJson<ErrorJson>(file + 'x'.repeat(200 * 1024), { token: tokens.user });
    expect(buyer).toEqual({ status: 403, body: { error: 'Admin access required' } });
    const created = await t.json<{ token: string }>('POST', '/api/trpc/apiTokens.create', { body: { json: { name: 'Price reader', scope: 'read' } }, token: tokens.admin });
    const readToken = (created.body as unknown as { result: { data: { json: { token: string } } } }).result.data.json.token;
    const readOnly = await postJson<ErrorJson>(file, { token: readToken, query: '?apply=true' });
    expect(readOnly.status).toBe(403);
    // A read-only token may export.
    expect((await exportFile(readToken)).status).toBe(200);
    expect((await gridOf(bundle)).cells.find((c) => c.length === 10)?.prices).toEqual([30, 28]);
  });

  it('round trip: export, edit, preview, apply; the export, the grid, the product and the history show the edit', async () => {
    const file = editLine(await exported(), `,22,Body Wave,Double Drawn,10,58.50,`, (line) => line.replace(',58.50,', ',57.25,'));
    const preview = await postJson(file);
    expect(preview.body.counts).toEqual({ added: 0, changed: 1, removed: 0, unchanged: 4, rejected: 0 });
    const applied = await postJson(file, { query: `?apply=true&preview_id=${preview.body.preview_id}` });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ applied: true, preview_id: preview.body.preview_id, counts: preview.body.counts, changed: preview.body.changed });
    expect(await exported()).toBe(file);
    expect((await gridOf(bundle)).cells.find((c) => c.length === 22)?.prices).toEqual([62, 57.25]);
    expect(await productOf(bundle)).toMatchObject({ price_from: 28, price_to: 62 });
    const history = (await t.json<PriceHistoryPage>('GET', `/api/products/${bundle.id}/price-history`, { token: tokens.admin })).body.items;
    expect(history[0]).toEqual(expect.objectContaining({ field: 'cell', length: 22, texture: 'Body Wave', grade: 'Double Drawn', tier_min_quantity: 10, old_price: 58.5, new_price: 57.25, source: 'import' }));
    expect(history[0]!.author_email).toMatch(/^admin\d+-\d+@example\.com$/);
  });

  it('moves price_from / price_to and removes a grid left without cells, all in one apply', async () => {
    const file = `${HEADER}\r\n${closure.slug},,piece,,14,Straight,Swiss Lace,1,,\r\n${bundle.slug},,,,10,Straight,Double Drawn,1,20,\r\n${bundle.slug},,,,10,Straight,Double Drawn,10,19.5,\r\n${bundle.slug},,,,22,Body Wave,Double Drawn,1,90,\r\n${bundle.slug},,,,22,Body Wave,Double Drawn,10,85,\r\n`;
    const applied = await postJson(file, { query: '?apply=true' });
    expect(applied.status).toBe(200);
    expect(applied.body.counts).toMatchObject({ changed: 4, removed: 1 });
    expect(await productOf(bundle)).toMatchObject({ price_from: 19.5, price_to: 90 });
    expect((await t.json('GET', `/api/products/${closure.id}/prices`)).status).toBe(404);
    // The closure keeps its last prices, as after the editor removes a grid.
    expect(await productOf(closure)).toMatchObject({ price_from: 76, price_to: 80 });
    const closureHistory = (await t.json<PriceHistoryPage>('GET', `/api/products/${closure.id}/price-history`, { token: tokens.admin })).body.items;
    expect(closureHistory.slice(0, 2).map((h) => [h.tier_min_quantity, h.old_price, h.new_price, h.source])).toEqual([[1, 80, null, 'import'], [20, 76, null, 'import']]);
  });

  it('refuses an apply with 409 when the prices moved since its preview, and changes nothing', async () => {
    const file = editLine(await exported(), `,10,Straight,Double Drawn,1,`, (line) => line.replace(/,[\d.]+,price per tier$/, ',21.00,price per tier'));
    const preview = await postJson(file);
    const grid = { ...BUNDLE_GRID, cells: [{ ...BUNDLE_GRID.cells[0]!, prices: [25, 24] }] };
    expect((await t.json('PUT', `/api/products/${bundle.id}/prices`, { body: grid, token: tokens.admin })).status).toBe(200);
    const before = await snapshot();
    const stale = await postJson<ErrorJson>(file, { query: `?apply=true&preview_id=${preview.body.preview_id}` });
    expect(stale).toEqual({ status: 409, body: { error: PRICE_CHANGE_MESSAGES.changedSincePreview } });
    expect(await snapshot()).toEqual(before);
  });

  it('applies two uploads of the same preview once: the other is refused with 409', async () => {
    const file = editLine(await exported(), `,10,Straight,Double Drawn,1,`, (line) => line.replace(/,[\d.]+,price per tier$/, ',26.00,price per tier'));
    const preview = await postJson(file);
    expect(preview.body.counts.changed).toBe(1);
    const historyBefore = (await snapshot()).history;
    const answers = await Promise.all([1, 2, 3].map(() => post(file, { query: `?apply=true&preview_id=${preview.body.preview_id}` })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await gridOf(bundle)).cells.find((c) => c.length === 10)?.prices).toEqual([26, 24]);
    expect((await snapshot()).history).toBe(historyBefore + 1);
  });
});

describe('tRPC prices.previewImport and prices.applyImport', () => {
  it('preview and apply the same file, and refuse a non-admin in a batch', async () => {
    const csv = editLine(await exported(), `,10,Straight,Double Drawn,10,`, (line) => line.replace(/,[\d.]+,price per tier$/, ',23.00,price per tier'));
    const batch = await t.json<{ result?: { data: { json: PriceChangeReport } }; error?: { json: { message: string; data: { httpStatus: number } } } }[]>(
      'POST',
      '/api/trpc/prices.previewImport,prices.previewImport?batch=1',
      { body: { 0: { json: { csv } }, 1: { json: { csv: 'nonsense' } } }, token: tokens.admin },
    );
    expect(batch.body[0]!.result!.data.json.counts.changed).toBe(1);
    expect(batch.body[1]!.error!.json.data.httpStatus).toBe(400);
    const denied = await t.json<{ error: { json: { data: { httpStatus: number } } } }[]>('POST', '/api/trpc/prices.applyImport?batch=1', { body: { 0: { json: { csv } } }, token: tokens.user });
    expect(denied.body[0]!.error.json.data.httpStatus).toBe(403);
    const applied = await t.json<{ result: { data: { json: PriceChangeReport } } }>('POST', '/api/trpc/prices.applyImport', { body: { json: { csv, preview_id: batch.body[0]!.result!.data.json.preview_id } }, token: tokens.admin });
    expect(applied.body.result.data.json).toMatchObject({ applied: true, counts: { changed: 1 } });
    expect((await gridOf(bundle)).cells.find((c) => c.length === 10)?.prices).toEqual([26, 23]);
  });

  it('answers 413 for a file over 5 MB sent as text', async () => {
    const csv = `${HEADER}\r\n${'x'.repeat(5 * 1024 * 1024)}`;
    const res = await t.json<{ error: { json: { message: string; data: { httpStatus: number } } } }>('POST', '/api/trpc/prices.previewImport', { body: { json: { csv } }, token: tokens.admin });
    expect(res.status).toBe(413);
    expect(res.body.error.json.message).toBe(PRICE_FILE_MESSAGES.tooLarge);
  });
});
