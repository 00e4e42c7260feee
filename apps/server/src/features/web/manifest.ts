import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { getSettings } from '../settings/settings.service';

/** The brand colour the header's mark is drawn in (brand-700 in apps/web/src/styles.css). */
export const THEME_COLOUR = '#19635c';
const BACKGROUND_COLOUR = '#ffffff';
/** What a home screen fits under an icon before the name is cut. */
const SHORT_NAME_MAX = 12;

const ICONS = [192, 512].flatMap((size) => [
  { src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
  { src: `/icons/maskable-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' },
]);

/** A long platform name is shortened to its first word under the icon. */
function shortName(name: string) {
  if (name.length <= SHORT_NAME_MAX) return name;
  return (name.split(/\s+/)[0] ?? name).slice(0, SHORT_NAME_MAX);
}

/** What a phone needs to install the web app: the platform's name as the admin set it, icons and colours. */
export function webManifest(site: { site_name: string; site_description: string }) {
  return {
    id: '/',
    name: site.site_name,
    short_name: shortName(site.site_name),
    description: site.site_description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOUR,
    theme_color: THEME_COLOUR,
    icons: ICONS,
  };
}

export function registerManifestRoute(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/manifest.webmanifest', async (_request, reply) => {
    const { platform_settings: site } = await getSettings({ db });
    return (
      reply
        .type('application/manifest+json; charset=utf-8')
        // A renamed platform shows its new name within minutes.
        .header('cache-control', 'public, max-age=300')
        .send(JSON.stringify(webManifest(site)))
    );
  });
}
