import { setFlagsFromString } from 'node:v8';
import { ConfigError, loadConfig } from './config';
import { startServer } from './server';
import { startupBanner, startupFacts } from './startup-banner';

/**
 * Under load most garbage is promoted before it dies (it outlives a scavenge while its request waits on the
 * database), and V8's default lets the old generation grow to several times what is live before collecting it:
 * resident memory then follows the collector's timing, not the caches. Growing by half of what is live keeps the
 * process near its live set for a few more major collections, which are incremental and concurrent.
 */
setFlagsFromString('--heap-growing-percent=50');

async function main() {
  const config = loadConfig(process.env);
  // A person at a terminal reads short lines; anything else (a log collector) gets pino's JSON.
  const atTerminal = Boolean(process.stdout.isTTY);
  const app = await startServer(config, { readableLogs: atTerminal });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const facts = startupFacts(config, typeof address === 'object' && address ? address.port : config.port);
  if (atTerminal) process.stdout.write(startupBanner(facts));
  else app.log.info(facts, `Somo is ready at ${facts.url}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Somo failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
