/** Stops everything once on Ctrl-C or SIGTERM, then exits; a second signal exits at once. */
export const stopOnSignals = (stop: () => Promise<void>, log: (line: string) => void = console.log): void => {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    log(`\n${signal}: stopping the local cloud...`);
    stop()
      .catch((error) => console.error(error))
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);
};
