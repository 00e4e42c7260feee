import type { Messages } from '@lingui/core';

// What the public pages (home, catalogue, course page, sign-in, registration, legal) need: downloaded first.
const catalogues = import.meta.glob<{ messages: Messages }>('./fr/{shared,courses,auth,legal,errors}.po', {
  eager: true,
});

export const messages: Messages = Object.assign(
  {},
  ...Object.values(catalogues).map((module) => module.messages),
);
