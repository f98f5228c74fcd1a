import { routes } from '@bp/shared/api/routes/index.ts';
import { describe, expect, it } from 'vitest';

/**
 * Each area's Lambda module refuses to load unless its handlers match the route table
 * exactly, so importing every area proves no route exists in one place only.
 */
describe('area handlers', () => {
  const areas = [...new Set(routes.map((r) => r.area))];
  it.each(areas)('%s handles exactly its routes', async (area) => {
    const module = (await import(`./${area}/index.ts`)) as { handler: unknown };
    expect(typeof module.handler).toBe('function');
  });

  it('route names are unique and paths have no trailing slash', () => {
    expect(new Set(routes.map((r) => r.name)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => `${r.method} ${r.path}`)).size).toBe(routes.length);
    for (const r of routes) expect(r.path === '/' || !r.path.endsWith('/')).toBe(true);
  });
});
