import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, dataDir: './data', demo: true, bootstrapAdmin: undefined });
    expect(config.rateLimits.loginFailures).toEqual({ max: 10, windowMs: 60_000 });
  });

  it('turns demo data off for a PostgreSQL server unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/somo' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/somo', DEMO: '1' }).demo).toBe(true);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it('fails with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT: must be a number');
      expect((error as Error).message).toContain('DATABASE_URL: must start with postgres://');
    }
  });

  it('needs all three ADMIN_* variables together', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'root' })).toThrow(/must be set together/);
    expect(
      loadConfig({ ADMIN_USERNAME: 'root', ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'secret1' })
        .bootstrapAdmin,
    ).toEqual({ username: 'root', email: 'root@example.com', password: 'secret1' });
  });
});
