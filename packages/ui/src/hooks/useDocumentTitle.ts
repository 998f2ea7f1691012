import { useEffect } from 'react';
import { getAppConfig } from '../config/appConfig';

/** A page title, or a function of the site name for pages with their own rule (landing). */
export type DocumentTitle = string | ((siteName: string) => string);

export function formatDocumentTitle(title: DocumentTitle, siteName: string): string {
  if (typeof title === 'function') return title(siteName);
  return title.trim() ? `${title} | ${siteName}` : siteName;
}

/** Sets `document.title` to `<title> | <siteName>` while the page is shown. */
export function useDocumentTitle(title: DocumentTitle): void {
  const text = formatDocumentTitle(title, getAppConfig().siteName);
  useEffect(() => {
    document.title = text;
  }, [text]);
}
