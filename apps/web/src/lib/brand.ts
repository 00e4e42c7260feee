/** The product's name: the same in every language. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a brand name is never translated
export const BRAND = 'Somo';
