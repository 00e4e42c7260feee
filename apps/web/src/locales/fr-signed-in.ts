import type { Messages } from '@lingui/core';

// The signed-in areas' texts (dashboards, lessons, exams, forums, messages, profile, administration), in one
// chunk downloaded at sign-in; the public pages' catalogues are separate chunks (lib/i18n/i18n.ts).
const catalogues = import.meta.glob<{ messages: Messages }>(
  ['./fr/*.po', '!./fr/{shared,errors,courses,auth,legal,certificates}.po'],
  { eager: true },
);

export const messages: Messages = Object.assign(
  {},
  ...Object.values(catalogues).map((module) => module.messages),
);
