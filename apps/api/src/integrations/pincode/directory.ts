/** One post office area of a PIN code, ready for display: 'Kandivali West', 'Mumbai Suburban'. */
export type PincodeArea = { name: string; district: string; state: string };

/**
 * Who knows which areas a PIN code covers. The bundled India Post directory answers by
 * default; an external service may fill in PINs the bundled copy does not know yet.
 */
export interface PincodeDirectory {
  /** The PIN's areas, or null when this directory does not know the PIN. */
  lookup(pincode: string): Promise<{ areas: PincodeArea[] } | null>;
}

/** Asks `fallback` only when `primary` does not know the PIN. */
export function withFallback(primary: PincodeDirectory, fallback: PincodeDirectory): PincodeDirectory {
  return {
    async lookup(pincode) {
      return (await primary.lookup(pincode)) ?? fallback.lookup(pincode);
    },
  };
}
