import { paths } from '@/config/paths';

/** A piece's own page: /product/… for rentals, /productbuy/… for pre-used sales. */
export const productHref = (product: { type: 'rent' | 'buy'; slug: string; code: string }) =>
  product.type === 'buy'
    ? paths.productBuy.getHref(product.slug, product.code)
    : paths.product.getHref(product.slug, product.code);
