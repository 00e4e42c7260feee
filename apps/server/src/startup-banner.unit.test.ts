import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startupBanner, startupFacts } from './startup-banner';

describe('start-up banner', () => {
  it('says where to open the app, how to sign in to the demo and where the data lives', () => {
    const config = loadConfig({ DATA_DIR: '/srv/somo', HOST: '0.0.0.0', PORT: '8000' });
    const banner = startupBanner(startupFacts(config, 8000));
    expect(banner).toContain('open http://localhost:8000');
    expect(banner).toContain('Demo accounts (password demo12345)');
    expect(banner).toMatch(/student\s+demo_student/);
    expect(banner).toContain('/srv/somo/pglite');
    expect(banner).toContain('/srv/somo/uploads');
    expect(banner).toContain('/srv/somo/outbox');
  });

  it('names a PostgreSQL server without its password and lists no demo accounts when demo data is off', () => {
    const config = loadConfig({
      DATA_DIR: '/srv/somo',
      DATABASE_URL: 'postgres://somo:s3cret@db.internal:5432/somo',
      PUBLIC_URL: 'https://learn.example.org/',
      JWT_SECRET: 'x'.repeat(40),
    });
    const facts = startupFacts(config, 8000);
    const banner = startupBanner(facts);
    expect(facts.url).toBe('https://learn.example.org');
    expect(banner).toContain('PostgreSQL at postgres://db.internal:5432/somo');
    expect(banner).not.toContain('s3cret');
    expect(banner).not.toContain('Demo accounts');
  });
});
