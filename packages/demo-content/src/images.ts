// The demo images: which files exist, drawn as SVG (hair-art.ts) and
// rasterised to WebP with sharp on this machine when the seed asks for them.
import type { SeedImage } from '@hair/api';
import sharp from 'sharp';
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

function productImageKey(shot: ProductShot, texture: HairTexture, colour: HairColour): string {
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

/** A drawing: its key, size and media-library section, and the SVG it is made from. */
interface Drawing {
  key: string;
  width: number;
  height: number;
  mediaSection?: string;
  draw: () => string;
}

/** Every distinct drawing of the demo content, each once. */
function drawings(): Drawing[] {
  const plan = new Map<string, Drawing>();
  const add = (image: Drawing) => {
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
function renderWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY, effort: 2 }).toBuffer();
}

/**
 * Drawings are deterministic, so a process that seeds several databases
 * (tests, benchmarks) renders each image once, and answers the same bytes each
 * time. All of them weigh about 1.5 MB.
 */
const rendered = new Map<string, Promise<Buffer>>();

function renderOnce(drawing: Drawing): Promise<Buffer> {
  let bytes = rendered.get(drawing.key);
  if (!bytes) {
    bytes = renderWebp(drawing.draw());
    // A failed render is not kept: the next seed tries again.
    bytes.catch(() => rendered.delete(drawing.key));
    rendered.set(drawing.key, bytes);
  }
  return bytes;
}

/** Every image of the demo content, rendered when the seed asks for its bytes. */
export function demoImages(): SeedImage[] {
  return drawings().map((drawing) => ({
    key: drawing.key,
    width: drawing.width,
    height: drawing.height,
    ...(drawing.mediaSection === undefined ? {} : { mediaSection: drawing.mediaSection }),
    webp: () => renderOnce(drawing),
  }));
}
