// Storing images from the admin screens: files become data URLs, which the
// server's upload call validates, re-encodes and stores.
import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES, toSlug, type ImageUse } from '@hair/domain';
import { errorStatus } from '../../../lib/api-errors';
import { useTRPC } from '../../../lib/trpc';
import { imageTooLargeMessage } from './crop-geometry';

export function fileToDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

/** Why a chosen file cannot be stored as an image of this use, or null ('notes.txt: Please select a valid image file'). */
export function imageFileProblem(file: Pick<File, 'name' | 'size' | 'type'>, use: ImageUse): string | null {
  if (!file.type.startsWith('image/')) return `${file.name}: ${MESSAGES.invalidImageFile}`;
  const tooLarge = imageTooLargeMessage(file.size, use);
  return tooLarge ? `${file.name}: ${tooLarge}` : null;
}

/** A stored image as a data URL with its file name, for cropping it again; rejects when it is not an image. */
export async function imageFromUrl(url: string): Promise<{ name: string; dataUrl: string }> {
  const response = await fetch(url);
  const blob = await response.blob();
  if (!response.ok || !blob.type.startsWith('image/')) throw new Error(`Not an image: ${url}`);
  const name = decodeURIComponent(new URL(url, window.location.origin).pathname.split('/').pop() ?? '') || 'image';
  return { name, dataUrl: await fileToDataUrl(blob) };
}

/** Upload file names, e.g. products/product-hair-weave-1700000000000.webp. */
export const uploadNames = {
  product: (category: string, now = Date.now()) => `products/product-${category || 'uncategorized'}-${now}.webp`,
  siteMedia: (name: string, now = Date.now()) => `site-media/${now}-${name}`,
  siteConfig: (index: number, now = Date.now()) => `site-config/${now}-${index}.webp`,
  partner: (index: number, now = Date.now()) => `partners/${now}-${index}.webp`,
  teamPhoto: (index: number, now = Date.now()) => `site-config/team-${now}-${index}.webp`,
  editor: (name: string, now = Date.now()) => `editor/${now}-${toSlug(name.replace(/\.[^.]+$/, '')) || 'image'}.webp`,
};

/** `upload.mutateAsync({ fileName, dataUrl, createMedia?, section? })` resolves to `{ url, media? }`. */
export function useUploadImage() {
  const trpc = useTRPC();
  return useMutation(trpc.uploads.upload.mutationOptions());
}

/** `remove.mutateAsync({ fileName, force? })`; a 409 (still used) carries the count of users. */
export function useDeleteUpload() {
  const trpc = useTRPC();
  return useMutation(trpc.uploads.delete.mutationOptions());
}

/** `removeByPath.mutateAsync({ path })`: refuses (409) while anything on the site still uses the file. */
export function useDeleteMediaByPath() {
  const trpc = useTRPC();
  return useMutation(trpc.media.deleteByPath.mutationOptions());
}

/** The editor's image tool: stores the file (editor limit) and resolves to its URL. */
export function useEditorImageUpload(): (file: File) => Promise<string> {
  const { mutateAsync } = useUploadImage();
  return useCallback(
    async (file: File) => {
      const dataUrl = await fileToDataUrl(file);
      const { url } = await mutateAsync({ fileName: uploadNames.editor(file.name), dataUrl, section: 'editor' });
      return url;
    },
    [mutateAsync],
  );
}

/**
 * Silent clean-up of files an editor no longer uses: a file still
 * used elsewhere (409) or already gone (404) is left alone; other failures are only logged.
 */
export function useRemoveUnusedFiles(): (urls: readonly string[]) => Promise<void> {
  const { mutateAsync } = useDeleteMediaByPath();
  return useCallback(
    async (urls: readonly string[]) => {
      for (const path of urls.filter(isStoredUpload)) {
        try {
          await mutateAsync({ path });
        } catch (error) {
          const status = errorStatus(error);
          if (status !== 409 && status !== 404) console.warn('Could not delete an unused file', path, error);
        }
      }
    },
    [mutateAsync],
  );
}

/** True for files our server stores ('/uploads/...' or an absolute URL to one), not for outside links or data. */
export function isStoredUpload(url: string): boolean {
  try {
    return new URL(url, window.location.origin).pathname.startsWith('/uploads/') && !url.startsWith('data:');
  } catch {
    return false;
  }
}
