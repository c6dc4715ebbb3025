import { createContext, useContext, useEffect } from 'react';
import { SITE_NAME } from '@/config/site';

type PageMeta = { title: string; description: string; noIndex?: boolean };

/** On the server, where a page's title and description are written down for the HTML's <head>. */
export const PageMetaContext = createContext<{ meta: PageMeta | null } | null>(null);

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  if (tag.content !== content) tag.content = content;
}

/** The full title of a page: '… | Vastra', or 'Vastra' alone. */
const fullTitle = (title: string) => (title === SITE_NAME ? title : `${title} | ${SITE_NAME}`);

/** Sets the page's title ('… | Vastra') and description; every page calls it. */
export function usePageMeta(meta: PageMeta) {
  const { title, description, noIndex = false } = meta;
  // A server render has no effects: it notes the page's meta for the <head> it writes.
  const server = useContext(PageMetaContext);
  if (server) server.meta = { title: fullTitle(title), description, noIndex };
  useEffect(() => {
    // Written only when it differs: the page the server drew has it already, and each write of the
    // title is a message to the browser.
    const full = fullTitle(title);
    if (document.title !== full) document.title = full;
    setMeta('description', description);
    if (noIndex) setMeta('robots', 'noindex');
    return () => {
      if (noIndex) document.head.querySelector('meta[name="robots"]')?.remove();
    };
  }, [title, description, noIndex]);
}
