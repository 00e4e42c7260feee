import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { lessonImageSources } from '@somo/contract/lesson-files';
import { LESSON_MARKDOWN_OPTIONS } from '@somo/contract/markdown';

/**
 * Lesson Markdown to HTML that is safe to put in the page. marked turns the Markdown into HTML (raw HTML in the
 * lesson included); DOMPurify then keeps only the elements and attributes on the allow-lists below, so no
 * script, style, frame, form, inline event handler or `javascript:` address can reach the page, however it is
 * written. Links open in a new tab without giving it this page; uploaded images come in the size that fits.
 */

// prettier-ignore
const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'ul',
  'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
];
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'start', 'align'];
/**
 * DOMPurify holds the value of every attribute it does not know as harmless against ALLOWED_URI, which would drop
 * an ordered list's start number and a table column's alignment: these two never hold an address.
 */
const NOT_ADDRESSES = ['start', 'align'];
/**
 * http(s), mail and addresses on this site; nothing else (no javascript:, data:, vbscript:, protocol-relative).
 * Browsers read `/\host` as `//host`, so a backslash after the first slash is refused too.
 */
const ALLOWED_URI = /^(?:https?:|mailto:|\/(?![/\\])|#)/i;

/**
 * Lesson headings sit under the lesson's own title (an h2 on the page): `#` and `##` both become h3, deeper levels
 * follow one below, so the outline never jumps back above the title.
 */
const marked = new Marked({
  ...LESSON_MARKDOWN_OPTIONS,
  async: false,
  walkTokens(token) {
    if (token.type === 'heading') token.depth = Math.min(6, Math.max(3, token.depth + 1));
  },
});

const purify = DOMPurify();
/** The column a lesson is read in is at most this wide; narrower screens take the full width. */
const IMAGE_SIZES = '(min-width: 48rem) 45rem, 100vw';

// eslint-disable-next-line lingui/no-unlocalized-strings -- the name of a DOMPurify hook, not a text
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
  if (node.tagName === 'IMG') {
    // Only images uploaded to this site: an outside address would tell another site who reads the lesson.
    if (!node.getAttribute('src')?.startsWith('/media/')) node.removeAttribute('src');
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
    const sources = lessonImageSources(node.getAttribute('src') ?? '');
    if (sources) {
      node.setAttribute('srcset', sources.map(({ url, width }) => `${url} ${width}w`).join(', '));
      node.setAttribute('sizes', IMAGE_SIZES);
    }
  }
});

export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ADD_URI_SAFE_ATTR: NOT_ADDRESSES,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
