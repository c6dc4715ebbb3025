import { useEffect } from 'react';
import { SITE_NAME } from '@/config/site';

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/** Sets the page's title ('… | Vastra') and description; every page calls it. */
export function usePageMeta(meta: { title: string; description: string; noIndex?: boolean }) {
  const { title, description, noIndex = false } = meta;
  useEffect(() => {
    document.title = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
    setMeta('description', description);
    if (noIndex) setMeta('robots', 'noindex');
    return () => {
      if (noIndex) document.head.querySelector('meta[name="robots"]')?.remove();
    };
  }, [title, description, noIndex]);
}
