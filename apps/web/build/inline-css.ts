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
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        for (const fileName of inlined) {
          delete bundle[fileName];
          // Lazy chunks list the stylesheet among what to fetch first (by position in a shared list, so it
          // is replaced, not removed): naming the entry instead asks for nothing, as it is running already.
          if (!entry) continue;
          for (const chunk of chunks) {
            chunk.code = chunk.code.replaceAll(`"${fileName}"`, `"${entry.fileName}"`);
          }
        }
      },
    },
  };
}
