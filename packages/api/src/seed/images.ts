// The seed's images: which files exist, drawn as SVG (hair-art.ts) and
// rasterised to WebP with sharp on this machine, then written to storage.
import os from 'node:os';
import sharp from 'sharp';
import { imageVariants, storeImage, type Variants } from '../services/media/stored-images';
import type { Storage } from '../services/types';
import {
  AVATAR_SIZE,
  HERO_IMAGE_HEIGHT,
  HERO_IMAGE_WIDTH,
  PARTNER_LOGO_HEIGHT,
  PARTNER_LOGO_WIDTH,
  PRODUCT_IMAGE_SIZE,
  avatarSvg,
  heroImageSvg,
  partnerLogoSvg,
  productImageSvg,
  type HairColour,
  type HairTexture,
  type ProductShot,
} from './hair-art';
import {
  BRAND_NAME,
  SEED_HERO_IMAGES,
  SEED_PARTNERS,
  SEED_PRODUCTS,
  SEED_TESTIMONIALS,
  partnerLogoKey,
  testimonialAvatarKey,
  type SeedProduct,
} from './content';

const WEBP_QUALITY = 82;

export interface SeedImage {
  /** Storage key, e.g. 'products/seed-weft-straight-blonde.webp'. */
  key: string;
  width: number;
  height: number;
  draw: () => string;
  /** Media-library section, for the images an admin picks from the library. */
  mediaSection?: string;
}

export interface StoredImage {
  key: string;
  url: string;
  bytes: number;
  width: number;
  height: number;
  mediaSection?: string;
}

export function productImageKey(shot: ProductShot, texture: HairTexture, colour: HairColour): string {
  return `products/seed-${shot}-${texture}-${colour}.webp`;
}

/**
 * The photos of a curated product: its main shot, a close-up of its texture,
 * and another product's shot of the same hair when there is one.
 */
export function productImageKeys(product: SeedProduct): { image: string; gallery: string[] } {
  const image = productImageKey(product.shot, product.texture, product.colour);
  const detail = productImageKey('detail', product.texture, product.colour);
  const sibling = SEED_PRODUCTS.find(
    (p) => p.texture === product.texture && p.colour === product.colour && p.shot !== product.shot,
  );
  const gallery = [image, detail];
  if (sibling) gallery.push(productImageKey(sibling.shot, sibling.texture, sibling.colour));
  return { image, gallery };
}

/** Every distinct image of the seed, each once. */
export function seedImagePlan(): SeedImage[] {
  const plan = new Map<string, SeedImage>();
  const add = (image: SeedImage) => {
    if (!plan.has(image.key)) plan.set(image.key, image);
  };
  // The largest first, so parallel rendering finishes together.
  for (const hero of SEED_HERO_IMAGES) {
    add({ key: hero.key, width: HERO_IMAGE_WIDTH, height: HERO_IMAGE_HEIGHT, draw: () => heroImageSvg({ name: hero.key, ...hero }), mediaSection: 'hero' });
  }
  for (const product of SEED_PRODUCTS) {
    for (const shot of [product.shot, 'detail'] as const) {
      add({
        key: productImageKey(shot, product.texture, product.colour),
        width: PRODUCT_IMAGE_SIZE,
        height: PRODUCT_IMAGE_SIZE,
        draw: () => productImageSvg({ shot, texture: product.texture, colour: product.colour, brand: BRAND_NAME }),
      });
    }
  }
  for (const partner of SEED_PARTNERS) {
    add({ key: partnerLogoKey(partner), width: PARTNER_LOGO_WIDTH, height: PARTNER_LOGO_HEIGHT, draw: () => partnerLogoSvg(partner.name, partner.colour), mediaSection: 'partners' });
  }
  for (const testimonial of SEED_TESTIMONIALS) {
    add({ key: testimonialAvatarKey(testimonial), width: AVATAR_SIZE, height: AVATAR_SIZE, draw: () => avatarSvg(testimonial.author, testimonial.avatarColours) });
  }
  return [...plan.values()];
}

/** Rasterises one drawing to WebP. */
export async function renderWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY, effort: 2 }).toBuffer();
}

/**
 * Drawings are deterministic, so a process that seeds several databases
 * (tests, benchmarks) draws each image once. All of them weigh about 1.5 MB.
 */
const rendered = new Map<string, Promise<{ bytes: Buffer; variants: Variants }>>();

function renderOnce(image: SeedImage): Promise<{ bytes: Buffer; variants: Variants }> {
  let drawn = rendered.get(image.key);
  if (!drawn) {
    drawn = renderWebp(image.draw()).then(async (bytes) => ({ bytes, variants: await imageVariants(bytes, image.width) }));
    // A failed render is not kept: the next seed tries again.
    drawn.catch(() => rendered.delete(image.key));
    rendered.set(image.key, drawn);
  }
  return drawn;
}

/** Renders and stores every image, a few at a time (sharp works off the main thread). */
export async function renderSeedImages(storage: Storage, plan: readonly SeedImage[]): Promise<StoredImage[]> {
  const workers = Math.max(1, Math.min(4, os.availableParallelism()));
  const stored: StoredImage[] = new Array(plan.length);
  let next = 0;
  async function work(): Promise<void> {
    for (let i = next++; i < plan.length; i = next++) {
      const image = plan[i]!;
      const { bytes, variants } = await renderOnce(image);
      const url = await storeImage(storage, image.key, { bytes, width: image.width, variants });
      stored[i] = { key: image.key, url, bytes: bytes.length, width: image.width, height: image.height, mediaSection: image.mediaSection };
    }
  }
  await Promise.all(Array.from({ length: workers }, work));
  return stored;
}
