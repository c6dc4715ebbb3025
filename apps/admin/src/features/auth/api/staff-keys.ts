/** Query keys of the signed-in member. */
export const staffKeys = { me: ['staff', 'me'] as const };
