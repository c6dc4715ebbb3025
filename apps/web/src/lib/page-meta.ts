import { DEFAULT_LANGUAGE } from '@vastra/shared/languages';
import { createContext, useContext, useEffect } from 'react';
import { SITE_NAME } from '@/config/site';
import { currentLanguage } from '@/i18n';

type PageMeta = { title: string; description: string; noIndex?: boolean };

/** On the server, where a page's title and description are written down for the HTML's <head>. */
export const PageMetaContext = createContext<{ meta: PageMeta | null } | null>(null);

const metaTag = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);

function setMeta(name: string, content: string) {
  let tag = metaTag(name);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  if (tag.content !== content) tag.content = content;
}

/** The page's address, as the head the server wrote is kept for it. */
const addressNow = () => `${window.location.pathname}${window.location.search}`;

/**
 * The title and description the server wrote for the page it drew: the search engines' head
 * (`plugins/web-head.ts`, in English), which can say more than the page's own (a product's rent,
 * a collection's "on rent"). While that address is shown in English, they stay: the tab's title
 * does not change once the page is taken over, and a crawler that runs the page's script reads
 * the same head as one that does not (record 57).
 */
let serverHead: { address: string; title: string; description: string | null } | null = null;

/** Called as the server's page is taken over, before its first effects. */
export function keepServerHead(): void {
  serverHead = {
    address: addressNow(),
    title: document.title,
    description: metaTag('description')?.content ?? null,
  };
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
    const kept =
      serverHead?.address === addressNow() && currentLanguage() === DEFAULT_LANGUAGE ? serverHead : null;
    const full = kept?.title || fullTitle(title);
    if (document.title !== full) document.title = full;
    setMeta('description', kept?.description || description);
    if (noIndex) setMeta('robots', 'noindex');
    return () => {
      if (noIndex) document.head.querySelector('meta[name="robots"]')?.remove();
    };
  }, [title, description, noIndex]);
}
