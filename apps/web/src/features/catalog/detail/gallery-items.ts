// What the product's gallery shows, in order: its pictures, then its QC video.
// The thumbnails, the main view and the full-screen viewer all walk this one list.
import type { ProductImage, ProductVideo } from '@hair/domain';
import { CATALOG_TEXTS } from '../catalog-texts';

export type GalleryItem =
  | { kind: 'image'; url: string; alt: string }
  | { kind: 'video'; url: string; posterUrl: string | null };

/** Pictures without a stored alt text are named after the product ('Body Wave, image 2'). */
export function galleryItems(name: string, images: readonly ProductImage[], video: ProductVideo | null): GalleryItem[] {
  const pictures: GalleryItem[] = images.map((image, index) => ({ kind: 'image', url: image.url, alt: image.alt || CATALOG_TEXTS.imageAlt(name, index + 1) }));
  return video ? [...pictures, { kind: 'video', url: video.url, posterUrl: video.posterUrl }] : pictures;
}
