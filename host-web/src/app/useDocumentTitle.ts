import { useEffect } from 'react';

/** Sets the page title while the calling screen is shown (the error pages' title is their message). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
