/** The group discount tiers: from this many members, this share off the rent. */
export type PartyDiscountTier = { minMembers: number; pct: number };

/** The best tier the party's size reaches: (4, [{3,5},{6,10}]) → 5; fewer than every tier → 0. */
export function partyDiscountPct(memberCount: number, tiers: readonly PartyDiscountTier[]): number {
  let best = 0;
  for (const tier of tiers) if (memberCount >= tier.minMembers && tier.pct > best) best = tier.pct;
  return best;
}
