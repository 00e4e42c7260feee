import path from 'node:path';
import type { Config } from './config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './features/demo/demo-accounts';
import { uploadsDir } from './lib/storage';

/**
 * What someone who just ran `npm start` needs to know: where to open the app, how to sign in to the demo, and
 * where their data is kept. Never a credential of the deployment (database or SMTP passwords).
 */
export type StartupFacts = {
  url: string;
  database: string;
  uploads: string;
  outbox: string | undefined;
  demoAccounts: { role: string; username: string; password: string }[];
};

/** A host the browser can open: a wildcard address listens everywhere, and this machine is one of them. */
function browsableHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return 'the configured server';
  }
}

export function startupFacts(config: Config, port: number): StartupFacts {
  const dataDir = path.resolve(config.dataDir);
  return {
    url: config.publicUrl ?? `http://${browsableHost(config.host)}:${port}`,
    database: config.databaseUrl
      ? `PostgreSQL at ${withoutCredentials(config.databaseUrl)}`
      : path.join(dataDir, 'pglite'),
    uploads: config.s3 ? `S3 bucket ${config.s3.bucket} at ${config.s3.endpoint}` : uploadsDir(dataDir),
    outbox: config.mail.smtpUrl ? undefined : path.join(dataDir, 'outbox'),
    demoAccounts: config.demo
      ? DEMO_ACCOUNTS.map(({ role, username }) => ({ role, username, password: DEMO_PASSWORD }))
      : [],
  };
}

/** The facts as a few lines for a terminal. */
export function startupBanner(facts: StartupFacts): string {
  const lines = ['', `  Somo is running: open ${facts.url}`, ''];
  const [firstDemo] = facts.demoAccounts;
  if (firstDemo) {
    lines.push(`  Demo accounts (password ${firstDemo.password}):`);
    for (const account of facts.demoAccounts)
      lines.push(`    ${account.role.padEnd(10)} ${account.username}`);
    lines.push('');
  }
  lines.push(`  Database:  ${facts.database}`, `  Uploads:   ${facts.uploads}`);
  if (facts.outbox) lines.push(`  E-mails:   written to ${facts.outbox} (no SMTP_URL set)`);
  lines.push('', '  Stop with Ctrl+C.', '');
  return lines.join('\n');
}
