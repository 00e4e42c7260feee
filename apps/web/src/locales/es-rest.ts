import type { Messages } from '@lingui/core';

// Every other screen's texts: downloaded right after the public part.
const catalogues = import.meta.glob<{ messages: Messages }>(
  ['./es/*.po', '!./es/{shared,courses,auth,legal,errors}.po'],
  { eager: true },
);

export const messages: Messages = Object.assign(
  {},
  ...Object.values(catalogues).map((module) => module.messages),
);
