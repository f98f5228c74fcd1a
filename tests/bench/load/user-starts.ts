/**
 * When each floor user starts, in ms after the load begins: spread evenly over the first period
 * (1 / rate s), the kinds taken in turn, so users of one kind are not bunched together. autocannon
 * limits a connection's rate with a one-second timer that starts with its connection: users that
 * start together send together, every second, for the whole run (docs/load.md, 28 November 22:00).
 */
export const userStarts = (users: readonly number[], rate: number): number[][] => {
  const total = users.reduce((a, b) => a + b, 0);
  const starts = users.map(() => [] as number[]);
  const left = [...users];
  for (let slot = 0; slot < total;)
    for (let kind = 0; kind < users.length; kind++)
      if (left[kind]! > 0) {
        left[kind]! -= 1;
        starts[kind]!.push((slot++ * 1000) / (total * rate));
      }
  return starts;
};
