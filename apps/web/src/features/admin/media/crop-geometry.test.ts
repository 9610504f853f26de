import { describe, expect, it } from 'vitest';
import { MB } from '@hair/domain';
import {
  cropAspect,
  dataUrlBytes,
  formatMegabytes,
  imageTooLargeMessage,
  initialCropArea,
  outputSize,
  recommendedSize,
} from './crop-geometry';

describe('cropAspect and recommendedSize', () => {
  it('uses the recommended size of the use', () => {
    expect(recommendedSize('hero')).toEqual({ width: 2560, height: 823 });
    expect(cropAspect('partners', { width: 100, height: 100 })).toBeCloseTo(400 / 225);
    expect(cropAspect('testimonials', { width: 300, height: 100 })).toBe(1);
  });

  it("follows the image's own shape when the use has no size", () => {
    expect(recommendedSize('editor')).toBeNull();
    expect(cropAspect('media', { width: 1200, height: 600 })).toBe(2);
  });
});

describe('initialCropArea', () => {
  it('starts at 90% of a wide image, limited by its height', () => {
    // 16:9 frame in a 1000x1000 image: 90% of the width is the limit.
    expect(initialCropArea({ width: 1000, height: 1000 }, 16 / 9)).toEqual({ x: 50, y: 247, width: 900, height: 506 });
    // A square frame in a 2000x1000 image: 90% of the height is the limit.
    expect(initialCropArea({ width: 2000, height: 1000 }, 1)).toEqual({ x: 550, y: 50, width: 900, height: 900 });
  });
});

describe('outputSize', () => {
  it('scales to the recommended size, else keeps the crop', () => {
    expect(outputSize('hero', { width: 900, height: 289 })).toEqual({ width: 2560, height: 823 });
    expect(outputSize('editor', { width: 640.4, height: 480.6 })).toEqual({ width: 640, height: 481 });
  });
});

describe('size limit', () => {
  it('counts the bytes of a base64 data URL', () => {
    expect(dataUrlBytes('data:image/png;base64,AAAA')).toBe(3);
    expect(dataUrlBytes('data:text/plain,abc')).toBe(3);
    expect(dataUrlBytes('nope')).toBe(0);
  });

  it('names the size and the limit of the use', () => {
    expect(imageTooLargeMessage(2 * MB, 'partners')).toBeNull();
    expect(imageTooLargeMessage(3.05 * MB, 'partners')).toBe('The image is 3.05 MB; the limit for partner images is 2 MB');
    expect(imageTooLargeMessage(0.6 * MB, 'testimonials')).toBe('The image is 0.6 MB; the limit for testimonial images is 0.5 MB');
    expect(formatMegabytes(5 * MB)).toBe('5');
  });
});
