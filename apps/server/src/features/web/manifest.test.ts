import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformSettings } from '../../db/schema/settings';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

async function manifest() {
  const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
  return { status: response.statusCode, type: response.headers['content-type'], body: response.json() };
}

describe('GET /manifest.webmanifest', () => {
  it('names the platform by its default settings, with icons of 192 and 512 px for any shape and maskable', async () => {
    const { status, type, body } = await manifest();
    expect(status).toBe(200);
    expect(type).toContain('application/manifest+json');
    expect(body).toMatchObject({ name: 'Somo', short_name: 'Somo', start_url: '/', display: 'standalone' });
    expect(body.theme_color).toBe('#19635c');
    expect(body.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ src: '/icons/icon-192.png', sizes: '192x192', purpose: 'any' }),
        expect.objectContaining({ src: '/icons/icon-512.png', sizes: '512x512', purpose: 'any' }),
        expect.objectContaining({ src: '/icons/maskable-192.png', sizes: '192x192', purpose: 'maskable' }),
        expect.objectContaining({ src: '/icons/maskable-512.png', sizes: '512x512', purpose: 'maskable' }),
      ]),
    );
  });

  it('follows the site name an admin saved, shortening a long one for the home screen', async () => {
    await t.db
      .insert(platformSettings)
      .values({ platformSettings: { site_name: 'Kampala Learning Hub' } })
      .onConflictDoUpdate({
        target: platformSettings.id,
        set: { platformSettings: { site_name: 'Kampala Learning Hub' } },
      });
    const { body } = await manifest();
    expect(body.name).toBe('Kampala Learning Hub');
    expect(body.short_name).toBe('Kampala');
  });
});
