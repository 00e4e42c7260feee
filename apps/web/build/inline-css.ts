import type { Plugin, Rollup } from 'vite';

/**
 * Puts the stylesheet inside index.html: on a phone network a separate render-blocking request costs a round trip
 * before anything can be drawn, more than the few kilobytes it adds to the page.
 */
export function inlineCss(): Plugin {
  const inlined = new Set<string>();
  return {
    name: 'somo-inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, fileName: string) => {
            const asset = bundle?.[fileName];
            if (asset?.type !== 'asset') return tag;
            inlined.add(fileName);
            return `<style>${String(asset.source)}</style>`;
          },
        );
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle: Rollup.OutputBundle) {
        for (const fileName of inlined) delete bundle[fileName];
      },
    },
  };
}
