import { ATTACHMENT_TYPES } from '@somo/contract/lesson-files';

/** What the handout chooser offers: the kinds the server accepts (it checks the content, not the name). */
export const HANDOUT_ACCEPT = Object.keys(ATTACHMENT_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');
