/**
 * English texts of the pre-used sale: the listing (/buy/), its cards and a piece's page
 * (/productbuy/…). Namespace `sale`, loaded with those pages' code (i18n/texts/sale.ts).
 */
export const enSale = {
  listing: {
    title: 'PRE USED - SALE',
    description:
      'Buy pre-used designer sherwanis, suits, lehengas and gowns from Vastra at a fraction of the original price.',
    shop: 'The Shop',
    intro: 'Pieces from our rental wardrobe, cared for and altered to you, yours to keep.',
    mainCategory: 'Main category',
    all: 'All',
    failed: 'We could not load the sale',
  },
  card: {
    size: 'Size {{size}}',
    mrp: 'MRP',
    buyNow: 'BUY NOW- {{price}}',
  },
  product: {
    metaTitle: '{{name}} ({{code}}) for {{price}}, pre-used',
    metaDescription: 'Buy the pre-used {{name}} for {{price}} (MRP {{mrp}}) at Vastra {{branch}}.',
    share: '{{name}}, pre-used, at Vastra',
    price: 'Price',
    preUsedSale: 'Pre-used sale',
    buyNow: 'BUY NOW',
    originalMrpHidden: 'Original MRP ',
    code: 'Code',
    salePrice: 'Pre-used sale price',
    originalMrp: 'Original MRP',
    size: 'Size',
    location: 'Location',
    advance: 'Booking advance {{pct}}% now; the balance before delivery.',
  },
};
