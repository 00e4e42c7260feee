/**
 * The auth schemas, and zod with them, are fetched on first use rather than with the sign-in and
 * registration pages: those pages draw first and check input and answers a moment later.
 */
export function loadAuthContract() {
  return import('@somo/contract/auth');
}
