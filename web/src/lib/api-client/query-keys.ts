import type { Area } from '@bp/shared/api/route-def.ts';
import { routeTable, type RouteTable } from '@bp/shared/api/routes/index.ts';
import type { CallInput, RouteNamed } from './route-types.ts';

type RouteName = RouteTable[number]['name'];

const areaByName = new Map<string, Area>(routeTable.map((route) => [route.name, route.area]));

/**
 * Query keys read off the route table: `[area, route name, input]`. A call's answer is cached
 * under the route it came from, so every screen that asks the same route with the same input
 * shares one entry, and a change refreshes a whole area (`areaKey`) or one route (`routeKey`)
 * without a hand-kept list of keys.
 */
export const areaKey = (area: Area) => [area] as const;

export const routeKey = <N extends RouteName>(name: N) => [areaOf(name), name] as const;

export const callKey = <N extends RouteName>(name: N, input: CallInput<RouteNamed<RouteTable, N>>) =>
  [areaOf(name), name, input] as const;

const areaOf = (name: RouteName): Area => {
  const area = areaByName.get(name);
  if (!area) throw new Error(`No route named ${name}`);
  return area;
};
