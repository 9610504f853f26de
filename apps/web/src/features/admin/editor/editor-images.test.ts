import { describe, expect, it } from 'vitest';
import { imageSources, removedImageSources } from './editor-images';

describe('imageSources', () => {
  it('lists each image source once', () => {
    const html = '<p>a<img src="/uploads/editor/a.webp"></p><img src="/uploads/editor/b.webp" width="50%"><img src="/uploads/editor/a.webp">';
    expect(imageSources(html)).toEqual(['/uploads/editor/a.webp', '/uploads/editor/b.webp']);
  });

  it('is empty for text without images', () => {
    expect(imageSources('')).toEqual([]);
    expect(imageSources('<p>No pictures</p>')).toEqual([]);
  });
});

describe('removedImageSources', () => {
  it('names the images the new version dropped', () => {
    const saved = '<img src="/uploads/editor/a.webp"><img src="/uploads/editor/b.webp">';
    const next = '<p>text</p><img src="/uploads/editor/b.webp"><img src="/uploads/editor/c.webp">';
    expect(removedImageSources(saved, next)).toEqual(['/uploads/editor/a.webp']);
    expect(removedImageSources(next, next)).toEqual([]);
  });
});
