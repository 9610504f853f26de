// Drawing a crop with a canvas: the live preview and the WebP output.
import { CROP_OUTPUT_QUALITY, CROP_OUTPUT_TYPE } from '@hair/domain';
import type { CropArea, Size } from './crop-geometry';

/** Decodes an image source; rejects when the browser cannot read it as an image. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => (image.naturalWidth > 0 ? resolve(image) : reject(new Error('Empty image')));
    image.onerror = () => reject(new Error('Not an image'));
    image.src = src;
  });
}

/** Draws the area of the image onto the canvas, scaled to `size`. */
export function drawCrop(canvas: HTMLCanvasElement, image: HTMLImageElement, area: CropArea, size: Size): void {
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.clearRect(0, 0, size.width, size.height);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
}

/** The cropped image as a WebP data URL at quality 0.9. */
export function cropToDataUrl(image: HTMLImageElement, area: CropArea, size: Size): string {
  const canvas = document.createElement('canvas');
  drawCrop(canvas, image, area, size);
  return canvas.toDataURL(CROP_OUTPUT_TYPE, CROP_OUTPUT_QUALITY);
}
