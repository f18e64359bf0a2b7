import { useEffect } from 'react';

/**
 * Names the browser tab after the page on screen, so a screen reader announces where a client-
 * side navigation landed and the history list tells pages apart.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
