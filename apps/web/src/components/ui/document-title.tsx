import { BRAND } from '../../lib/brand';

/** React 19 hoists <title> into <head>; each page names itself for tabs, history and screen readers. */
export function DocumentTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · ${BRAND}` : BRAND}</title>;
}
