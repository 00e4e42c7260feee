import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterEach, beforeEach, inject } from 'vitest';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const ARTIFACTS = path.resolve(import.meta.dirname, '..', 'artifacts');

export type Browser = { page: Page; context: BrowserContext; baseURL: string };

/**
 * A fresh browser profile per test (nothing stored carries over), at the given viewport and browser language;
 * a failing test leaves a full-page screenshot in e2e/artifacts.
 */
export function useBrowser(viewport = { width: 1280, height: 800 }, { locale = 'en-US' } = {}): Browser {
  const browser = {} as Browser;
  let profile = '';
  beforeEach(async () => {
    profile = await mkdtemp(path.join(tmpdir(), 'somo-chromium-'));
    browser.baseURL = inject('baseURL');
    browser.context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
      viewport,
      locale,
      baseURL: browser.baseURL,
    });
    browser.page = browser.context.pages()[0] ?? (await browser.context.newPage());
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') {
      await mkdir(ARTIFACTS, { recursive: true });
      const name = context.task.name.replace(/[^\w-]+/g, '-').slice(0, 80);
      await browser.page
        .screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true })
        .catch(() => undefined);
    }
    await browser.context.close();
    await rm(profile, { recursive: true, force: true });
  });
  return browser;
}
