/**
 * Puts an AWS SDK client's config object back into V8's fast mode, and answers the client.
 *
 * The SDK builds a client's config by adding about fifty properties one after another and then
 * redefining `credentials` as an accessor, which leaves the object in V8's dictionary mode; and
 * it copies that whole config with object spread several times on every call (the endpoint
 * middleware, the serialiser, the deserialiser, the SigV4 signer's constructor). Copying a
 * dictionary-mode object of that size costs about 20 µs of CPU, a fast one about 3 µs (this
 * machine, docs/load.md, 29 November). V8 turns an object back into fast mode when it is used as a
 * prototype and a property is read through it, which is what this does once, at start-up; the
 * config's properties, values, accessor and identity are untouched, so the client behaves the
 * same (a no-op on an engine that does not do this).
 */
/** A load through the prototype chain; V8 makes a prototype fast from such a load's inline cache. */
const readThrough = (probe: Record<string, unknown>) => probe.region;

export const withFastConfig = <T extends { config: object }>(client: T): T => {
  const probe = Object.create(client.config) as Record<string, unknown>;
  // Called more than a few times: V8 gives a function its inline caches only after its first
  // calls (lazy feedback allocation), and a load without one leaves the prototype as it is.
  for (let i = 0; i < 32; i++) readThrough(probe);
  return client;
};
