// The numbers of the image cropper: the frame's shape and starting
// area, the output size, and the size limit of each image use.
import { base64DecodedSize, CROP_INITIAL_FRACTION, IMAGE_USES, MB, parseDataUrl, type ImageUse } from '@hair/domain';

export interface Size {
  width: number;
  height: number;
}
/** A rectangle in the natural pixels of the source image. */
export interface CropArea extends Size {
  x: number;
  y: number;
}

/** The use's recommended size, when it has one (editor and media uploads have none). */
export function recommendedSize(use: ImageUse): Size | null {
  const { width, height } = IMAGE_USES[use];
  return width && height ? { width, height } : null;
}

/** Width over height of the crop frame: the recommended size's, else the image's own (no forced shape). */
export function cropAspect(use: ImageUse, image: Size): number {
  const size = recommendedSize(use) ?? image;
  return size.height > 0 ? size.width / size.height : 1;
}

/** The largest frame of the aspect that fits in `fraction` of the image, centred. */
export function initialCropArea(image: Size, aspect: number, fraction = CROP_INITIAL_FRACTION): CropArea {
  const width = Math.min(image.width * fraction, image.height * fraction * aspect);
  const height = width / aspect;
  return {
    x: Math.round((image.width - width) / 2),
    y: Math.round((image.height - height) / 2),
    width: Math.round(width),
    height: Math.round(height),
  };
}

/** Cropped output is scaled to the recommended size; without one it keeps the cropped pixels. */
export function outputSize(use: ImageUse, area: Size): Size {
  return recommendedSize(use) ?? { width: Math.max(1, Math.round(area.width)), height: Math.max(1, Math.round(area.height)) };
}

/** Bytes the data URL carries (what the upload sends). */
export function dataUrlBytes(dataUrl: string): number {
  const parts = parseDataUrl(dataUrl);
  if (!parts) return 0;
  return parts.base64 ? base64DecodedSize(parts.data) : new TextEncoder().encode(decodeURIComponent(parts.data)).length;
}

/** How each use is named in the size message. */
export const IMAGE_USE_LABELS: Readonly<Record<ImageUse, string>> = {
  hero: 'hero',
  partners: 'partner',
  statistics: 'statistics',
  showcase: 'showcase',
  testimonials: 'testimonial',
  product: 'product',
  editor: 'editor',
  media: 'media library',
};

/** '3.05' for 3.05 MB, '0.5', '5': at most two decimals. */
export function formatMegabytes(bytes: number): string {
  return String(Math.round((bytes / MB) * 100) / 100);
}

/** The message shown when an image is over its use's limit; null when it fits. */
export function imageTooLargeMessage(bytes: number, use: ImageUse): string | null {
  const limit = IMAGE_USES[use].maxBytes;
  if (bytes <= limit) return null;
  return `The image is ${formatMegabytes(bytes)} MB; the limit for ${IMAGE_USE_LABELS[use]} images is ${formatMegabytes(limit)} MB`;
}
