// The files of one visit to the product editor (pictures, the video and its
// poster). Files uploaded during the
// visit belong to nobody until the product is saved: removing one deletes it at
// once, and leaving without saving (Cancel included) deletes them all. Stored
// images the admin removes are deleted from storage, if they agree, only once
// the product no longer points at them, i.e. after the save.
import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import { ADMIN_TEXTS } from '@hair/domain';
import { usesImage, type ProductFormValues } from './product-form';
import { useDeleteStoredFile } from './stored-files';

export interface ImageSession {
  /** A file was uploaded during this visit. */
  added(url: string): void;
  /** The image left the form (it is not shown anywhere else in it). */
  removed(url: string): void;
  /** The product was saved with these values: uploads are kept, agreed deletes happen. */
  saved(values: Pick<ProductFormValues, 'imageUrl' | 'gallery' | 'video'>): Promise<void>;
}

export function useImageSession(): ImageSession {
  const deleteFile = useDeleteStoredFile();
  const uploaded = useRef(new Set<string>());
  const toDelete = useRef(new Set<string>());

  const discardUploads = useEffectEvent(() => {
    for (const url of uploaded.current) void deleteFile(url);
    uploaded.current.clear();
  });
  useEffect(() => () => discardUploads(), []);

  const added = useCallback((url: string) => {
    uploaded.current.add(url);
  }, []);

  const removed = useCallback(
    (url: string) => {
      if (uploaded.current.delete(url)) {
        void deleteFile(url);
      } else if (window.confirm(ADMIN_TEXTS.confirmDeleteFile)) {
        toDelete.current.add(url);
      }
    },
    [deleteFile],
  );

  const saved = useCallback(
    async (values: Pick<ProductFormValues, 'imageUrl' | 'gallery' | 'video'>) => {
      uploaded.current.clear();
      const urls = [...toDelete.current].filter((url) => !usesImage(values, url));
      toDelete.current.clear();
      for (const url of urls) await deleteFile(url);
    },
    [deleteFile],
  );

  return { added, removed, saved };
}
