// A Ugandan mobile number (MTN and Airtel start with 07), or any number written with its country code.
const LOCAL = /^07\d{8}$/;
const INTERNATIONAL = /^\+\d{10,15}$/;

/** Whether `value` reads as a mobile-money number; spaces, dashes and dots between digits are allowed. */
export function isMobileMoneyNumber(value: string): boolean {
  const compact = value.trim().replace(/[\s.-]/g, '');
  return LOCAL.test(compact) || INTERNATIONAL.test(compact);
}
