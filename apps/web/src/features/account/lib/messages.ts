/** Shown when the profile cannot be read (dashboard, Account Details). */
export const ACCOUNT_FETCH_FAILED =
  'An error occurred while fetching your account details. Please try again later.';
