import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { media, posts, products, siteConfig, testimonials } from '../db/schema';
import { failure, samplePng, toDataUrl, useTestApi } from '../testing';

const { env, callers } = useTestApi();
beforeEach(async () => {
  for (const table of [products, siteConfig, testimonials, posts, media]) await env.deps.db.delete(table);
});

const fileOf = (url: string) => path.join(env.uploadsDir, url.replace(/^\/uploads\//, ''));

let counter = 0;
async function libraryItem(name = 'site-media/picture.png') {
  counter += 1;
  const { url, media: item } = await callers.admin.uploads.upload({
    fileName: name.replace('.png', `-${counter}.png`),
    dataUrl: toDataUrl(await samplePng()),
    createMedia: true,
    section: 'media',
  });
  return { url, id: item!.id };
}

/** Uses of `url` in every place the site can hold an image. */
async function referenceEverywhere(url: string) {
  const absolute = `http://localhost:4000${url}`;
  await env.deps.db.insert(products).values({ slug: 'p1', name: 'P1', imageUrl: absolute });
  await env.deps.db.insert(siteConfig).values([
    { section: 'hero', config: { title: 'Hero', images: [{ url, alt: 'Factory' }, '/uploads/hero/other.webp'] } },
    { section: 'partners', config: { partners: [{ id: '1', name: 'Salon', image: url.replace('/uploads/', ''), url: '#' }] } },
    { section: 'product_detail', config: { howto_blocks: [{ type: 'html', html: `<p><img src="${absolute}" style="width: 50%"></p>` }] } },
    { section: 'mission', config: { text: `We keep ${url}-not-this in mind` } },
  ]);
  await env.deps.db.insert(testimonials).values({ quote: 'Great', author: 'An', imageUrl: url });
  await env.deps.db.insert(posts).values([
    { slug: 'with-image', title: 'T', date: '2024-01-01', content: `<p>Look: <img src='${url}'></p>` },
    { slug: 'with-backup', title: 'T', date: '2024-01-01', content: `<a href="${url}.bak">old</a>` },
  ]);
}

async function removeReferences() {
  for (const table of [products, siteConfig, testimonials, posts]) await env.deps.db.delete(table);
}

describe('media.list', () => {
  it('is public and lists the newest item first', async () => {
    const first = await libraryItem();
    const second = await libraryItem();
    // Same-millisecond uploads would tie: make the order explicit.
    await env.deps.db.update(media).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(media.id, first.id));
    const items = await callers.anon.media.list();
    expect(items.map((i) => i.id)).toEqual([second.id, first.id]);
    expect(items[0]).toEqual({
      id: second.id, url: second.url, fileName: path.posix.basename(second.url), section: 'media', size: expect.any(Number), width: 64, height: 32, created_at: expect.any(String),
    });
  });

  it('is empty when nothing was uploaded', async () => {
    expect(await callers.anon.media.list()).toEqual([]);
  });
});

describe('media.delete', () => {
  it('refuses while the file is used by products, site config, testimonials or posts, with the count', async () => {
    const item = await libraryItem();
    await referenceEverywhere(item.url);
    expect(await failure(callers.admin.media.delete({ id: item.id }))).toEqual({
      code: 'CONFLICT',
      message: 'File is still used by 1 product, 3 site config sections, 1 testimonial and 1 post',
      count: 6,
      references: { products: 1, site_config: 3, testimonials: 1, posts: 1, total: 6 },
    });
    expect(existsSync(fileOf(item.url))).toBe(true);
    expect(await callers.anon.media.list()).toHaveLength(1);

    await removeReferences();
    expect(await callers.admin.media.delete({ id: item.id })).toEqual({ ok: true });
    expect(existsSync(fileOf(item.url))).toBe(false);
    expect(await callers.anon.media.list()).toEqual([]);
  });

  it('counts a product whose gallery or description uses the file', async () => {
    const item = await libraryItem();
    await env.deps.db.insert(products).values([
      { slug: 'g', name: 'G', galleryImages: ['/uploads/products/x.webp', item.url] },
      { slug: 'd', name: 'D', attributes: { description_blocks: [{ type: 'html', html: `<img src="${item.url}">` }] } },
    ]);
    expect(await failure(callers.admin.media.delete({ id: item.id }))).toMatchObject({ code: 'CONFLICT', message: 'File is still used by 2 products', count: 2 });
  });

  it('removes the row when the file is already gone, and a row that points elsewhere', async () => {
    const item = await libraryItem();
    await rm(fileOf(item.url));
    expect(await callers.admin.media.delete({ id: item.id })).toEqual({ ok: true });
    const [external] = await env.deps.db.insert(media).values({ url: 'https://cdn.example.com/logo.webp', fileName: 'logo.webp' }).returning();
    expect(await callers.admin.media.delete({ id: external!.id })).toEqual({ ok: true });
    expect(await callers.anon.media.list()).toEqual([]);
  });

  it('answers 404 for an unknown id and 400 for an empty one', async () => {
    expect(await failure(callers.admin.media.delete({ id: 'no-such-id' }))).toEqual({ code: 'NOT_FOUND', message: 'Media not found' });
    expect(await failure(callers.admin.media.delete({ id: '' }))).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/^id: /) });
  });

  it('is for admins only', async () => {
    const item = await libraryItem();
    expect(await failure(callers.anon.media.delete({ id: item.id }))).toEqual({ code: 'UNAUTHORIZED', message: 'Not authenticated' });
    expect(await failure(callers.user.media.delete({ id: item.id }))).toEqual({ code: 'FORBIDDEN', message: 'Admin access required' });
    expect(existsSync(fileOf(item.url))).toBe(true);
  });
});

describe('media.deleteByPath', () => {
  it('refuses while referenced, then deletes the file and its row, whatever form the path takes', async () => {
    const item = await libraryItem('editor/inline.png');
    await referenceEverywhere(item.url);
    expect(await failure(callers.admin.media.deleteByPath({ path: `http://localhost:4000${item.url}` }))).toMatchObject({ code: 'CONFLICT', count: 6 });
    await removeReferences();
    expect(await callers.admin.media.deleteByPath({ path: item.url.replace('/uploads/', '') })).toEqual({ ok: true });
    expect(existsSync(fileOf(item.url))).toBe(false);
    expect(await callers.anon.media.list()).toEqual([]);
  });

  it('deletes a stored file that has no library row', async () => {
    const { url } = await callers.admin.uploads.upload({ fileName: 'editor/plain.png', dataUrl: toDataUrl(await samplePng()) });
    expect(await callers.admin.media.deleteByPath({ path: url })).toEqual({ ok: true });
    expect(existsSync(fileOf(url))).toBe(false);
  });

  it('answers 404 when neither file nor row exists, 400 outside the root or without a path', async () => {
    expect(await failure(callers.admin.media.deleteByPath({ path: '/uploads/editor/none.webp' }))).toEqual({ code: 'NOT_FOUND', message: 'File not found' });
    expect(await failure(callers.admin.media.deleteByPath({ path: '../secret.txt' }))).toEqual({ code: 'BAD_REQUEST', message: 'path: must name a file under /uploads/' });
    expect(await failure(callers.admin.media.deleteByPath({ path: ' ' }))).toEqual({ code: 'BAD_REQUEST', message: 'path: path is required' });
  });

  it('is for admins only', async () => {
    const item = await libraryItem();
    expect(await failure(callers.anon.media.deleteByPath({ path: item.url }))).toEqual({ code: 'UNAUTHORIZED', message: 'Not authenticated' });
    expect(await failure(callers.user.media.deleteByPath({ path: item.url }))).toEqual({ code: 'FORBIDDEN', message: 'Admin access required' });
    expect(existsSync(fileOf(item.url))).toBe(true);
  });
});

describe('references in stored rows', () => {
  it('ignores longer names that merely start with the file name', async () => {
    const item = await libraryItem();
    await env.deps.db.insert(products).values({ slug: 'x', name: 'X', imageUrl: `${item.url}.bak`, galleryImages: [`${item.url}2`] });
    await env.deps.db.insert(posts).values({ slug: 'y', title: 'Y', date: '2024-01-01', content: `<img src="${item.url.replace('.webp', '-2.webp')}">` });
    expect(await callers.admin.media.delete({ id: item.id })).toEqual({ ok: true });
    expect(await env.deps.db.select().from(media).where(eq(media.id, item.id))).toEqual([]);
  });
});
