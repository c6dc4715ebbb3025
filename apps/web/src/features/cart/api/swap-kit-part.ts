import type { Cart, CartKitSwap } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';

/** POST /api/cart/kits/swap: a kit's taken part takes the free piece offered in its place. */
export const swapKitPart = (body: CartKitSwap) => api.post<Cart>('/api/cart/kits/swap', body);
