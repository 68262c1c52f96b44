import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

/** Starts the server; SIGTERM/SIGINT close it gracefully (in-flight requests finish, sockets and pools close). */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app } = await buildApp(config);
  // A promise some library left without a handler (a driver whose connection dropped, say) is a
  // failed operation, not a reason to stop serving every other player: report it and go on.
  // Uncaught exceptions still end the process, as Node advises; known sources of those (pooled
  // connections, Redis clients) have listeners.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection'));
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(() => process.exit(0), (error: unknown) => {
      app.log.error({ err: error }, 'error while closing');
      process.exit(1);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // A worker runs the background runtime only; its pushes reach the web processes through Redis.
  if (config.role === 'worker') await app.ready();
  else await app.listen({ port: config.port, host: config.host });
}

await main();
