import { startTessera } from './compose';
import { ConfigError, loadConfig } from './platform/config';
import { DataFolderInUse } from './platform/db/data-folder-lock';
import { createLogger } from './platform/logger';
import { tracingSettings } from './platform/telemetry/tracing-settings';

/** Entry point: read the settings, start, and stop cleanly on Ctrl+C or SIGTERM. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const traces = tracingSettings(process.env);
  const tracing = traces.on
    ? await (await import('./platform/telemetry/tracing-sdk')).startTracing(traces, logger)
    : null;
  if (traces.on)
    logger.info({ protocol: traces.protocol }, `Traces are exported (${traces.exporter}, ${traces.protocol})`);
  else if (traces.why !== 'no OTLP endpoint set') logger.warn(`Traces are off: ${traces.why}`);
  const tessera = await startTessera(config, logger);
  logger.info({ url: tessera.url }, `Tessera is running at ${tessera.url}`);
  console.log(`Tessera is running at ${tessera.url}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await tessera.close();
    await tracing?.shutdown();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  // Refused to start for a reason the operator can act on: the reason alone, not a stack.
  if (error instanceof DataFolderInUse) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
