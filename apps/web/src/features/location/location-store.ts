import { useSyncExternalStore } from 'react';
import { createStoredValue } from '@/lib/storage';

/** The shopper's branch and delivery pincode; kept across visits. */
export type ShopperLocation = {
  branchCode: string | null;
  branchName: string | null;
  pincode: string | null;
  areaName: string | null;
};

const LOCATION_KEY = 'vastra.location';

const EMPTY: ShopperLocation = { branchCode: null, branchName: null, pincode: null, areaName: null };

function parse(raw: string | null): ShopperLocation {
  if (!raw) return EMPTY;
  try {
    const value = JSON.parse(raw) as Partial<ShopperLocation>;
    const text = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);
    return {
      branchCode: text(value.branchCode),
      branchName: text(value.branchName),
      pincode: typeof value.pincode === 'string' && /^\d{6}$/.test(value.pincode) ? value.pincode : null,
      areaName: text(value.areaName),
    };
  } catch {
    return EMPTY;
  }
}

const store = createStoredValue<ShopperLocation>(LOCATION_KEY, parse, (v) => JSON.stringify(v));

export const locationStore = {
  get: store.get,
  subscribe: store.subscribe,
  setBranch(branch: { code: string; name: string } | null) {
    store.set({ ...store.get(), branchCode: branch?.code ?? null, branchName: branch?.name ?? null });
  },
  setPincode(pincode: string | null, areaName: string | null) {
    store.set({ ...store.get(), pincode, areaName });
  },
};

export function useShopperLocation(): ShopperLocation {
  return useSyncExternalStore(locationStore.subscribe, locationStore.get, () => EMPTY);
}
