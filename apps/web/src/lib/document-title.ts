// Each page names itself in the browser tab: '{page} | {brand}'.
import { useEffect } from 'react';
import { BRAND_NAME } from '@hair/domain';

export function pageTitle(page?: string): string {
  return page ? `${page} | ${BRAND_NAME}` : BRAND_NAME;
}

export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
