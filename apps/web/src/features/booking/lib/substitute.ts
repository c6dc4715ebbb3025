import type { Substitute } from '@vastra/shared/schemas';
import { paths } from '@/config/paths';
import { rentalChoiceSearch } from '@/lib/rental-choice-params';

/** The free piece a 409 offers instead of a taken one (its `substitute`), when it offers one. */
export function substituteOf(details: Record<string, unknown> | undefined): Substitute | null {
  const offer = details?.substitute as Partial<Substitute> | null | undefined;
  return offer?.code && offer.slug && offer.name
    ? { code: offer.code, slug: offer.slug, name: offer.name, sizeLabel: offer.sizeLabel ?? '' }
    : null;
}

/** The offered piece's page with the shopper's event date and period carried along. */
export const substituteHref = (offer: Substitute, eventDate: string, period: number) =>
  paths.product.getHref(offer.slug, offer.code, rentalChoiceSearch({ eventDate, period }));
