// The hero's image list as the form edits it, and the step that uploads images
// still held as inline data on Save and puts the server URLs in.
import { heroImageParts } from '@hair/domain';

export interface HeroImageDraft {
  /** Stable React key; not stored. */
  key: string;
  url: string;
  alt: string;
}

let lastKey = 0;
export function newDraftKey(): string {
  lastKey += 1;
  return `draft-${lastKey}`;
}

export function heroImageDrafts(images: unknown): HeroImageDraft[] {
  if (!Array.isArray(images)) return [];
  return images.map((image) => ({ key: newDraftKey(), ...heroImageParts(image) }));
}

export function isInlineImage(url: string): boolean {
  return /^data:/i.test(url.trim());
}

/** Each inline image replaced by the URL `upload` gives for it (index = its place in the list). */
export async function uploadInlineImages(
  drafts: readonly HeroImageDraft[],
  upload: (dataUrl: string, index: number) => Promise<string>,
): Promise<HeroImageDraft[]> {
  const result: HeroImageDraft[] = [];
  for (const [index, draft] of drafts.entries()) {
    result.push(isInlineImage(draft.url) ? { ...draft, url: await upload(draft.url.trim(), index) } : draft);
  }
  return result;
}

/** What is stored: {url, alt} per image with a URL (rows left empty are dropped). */
export function heroImagesForSave(drafts: readonly HeroImageDraft[]): { url: string; alt: string }[] {
  return drafts
    .map((d) => ({ url: d.url.trim(), alt: d.alt.trim() }))
    .filter((d) => d.url !== '');
}
