import { useEffect } from 'react';
import { PRODUCT_NAME } from './config';

/** "Sign in · Competency 360" in the tab and the history. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
