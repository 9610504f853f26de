// The images an editor's HTML uses, so a save can delete the stored files that
// were removed since the last saved version.

/** The src of every <img> in the HTML, in order, without duplicates. */
export function imageSources(html: string): string[] {
  if (!html) return [];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const sources = Array.from(doc.images, (img) => img.getAttribute('src') ?? '').filter((src) => src !== '');
  return [...new Set(sources)];
}

/** Sources the saved HTML used that the new HTML no longer uses. */
export function removedImageSources(savedHtml: string, newHtml: string): string[] {
  const kept = new Set(imageSources(newHtml));
  return imageSources(savedHtml).filter((src) => !kept.has(src));
}
