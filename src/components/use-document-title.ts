import { useEffect } from 'react';

const SITE_NAME = 'Etheria: Restart companion';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${SITE_NAME}`;
  }, [title]);
}
