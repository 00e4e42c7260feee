const SITE_NAME = 'Somo';

/** React 19 hoists <title> into <head>; each page names itself for tabs, history and screen readers. */
export function DocumentTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · ${SITE_NAME}` : SITE_NAME}</title>;
}
