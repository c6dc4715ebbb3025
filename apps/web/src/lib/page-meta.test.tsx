import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { keepServerHead, usePageMeta } from './page-meta';

function Page({ title, description }: { title: string; description: string }) {
  usePageMeta({ title, description });
  return null;
}

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

/** The document as the server sent a listing: the search engines' title and description. */
function serverSent(address: string) {
  window.history.replaceState(null, '', address);
  document.title = 'Designer Suit / Tuxedo on rent | Vastra';
  document.head.querySelector('meta[name="description"]')?.remove();
  const tag = document.createElement('meta');
  tag.name = 'description';
  tag.content = 'Tuxedos and designer suits for the reception.';
  document.head.append(tag);
}

const listing = { title: 'Designer Suit / Tuxedo', description: 'Designer Suit / Tuxedo on rent at Vastra.' };

describe('a page’s title and description', () => {
  beforeEach(() => serverSent('/listing/designer-suit-tuxedo/DST'));
  afterEach(async () => {
    if (i18n.language !== 'en') await i18n.changeLanguage('en');
  });

  it('keep the head the server wrote while its page is shown, and follow each page after it', () => {
    keepServerHead();
    const first = render(<Page {...listing} />);
    expect(document.title).toBe('Designer Suit / Tuxedo on rent | Vastra');
    expect(description()).toBe('Tuxedos and designer suits for the reception.');
    first.unmount();

    window.history.pushState(null, '', '/listing/men/all');
    const next = render(<Page title="Men's collection" description="Every men's outfit." />);
    expect(document.title).toBe("Men's collection | Vastra");
    expect(description()).toBe("Every men's outfit.");
    next.unmount();

    // Back at the address the server drew, its head again.
    window.history.pushState(null, '', '/listing/designer-suit-tuxedo/DST');
    render(<Page {...listing} />);
    expect(document.title).toBe('Designer Suit / Tuxedo on rent | Vastra');
    expect(description()).toBe('Tuxedos and designer suits for the reception.');
  });

  it('are the page’s own at the same address with other filters', () => {
    keepServerHead();
    window.history.pushState(null, '', '/listing/designer-suit-tuxedo/DST?size=40');
    render(<Page {...listing} />);
    expect(document.title).toBe('Designer Suit / Tuxedo | Vastra');
    expect(description()).toBe('Designer Suit / Tuxedo on rent at Vastra.');
  });

  it('are the page’s own, in its language, when it is shown in Hindi', async () => {
    keepServerHead();
    await i18n.changeLanguage('hi');
    render(<Page title="डिज़ाइनर सूट / टक्सीडो" description="शादी के लिए सूट किराये पर।" />);
    expect(document.title).toBe('डिज़ाइनर सूट / टक्सीडो | Vastra');
    expect(description()).toBe('शादी के लिए सूट किराये पर।');
  });
});
