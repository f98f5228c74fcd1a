import type { RouteDef } from '@bp/shared/api/route-def.ts';

export interface RouteMatch {
  route: RouteDef;
  pathParameters: Record<string, string>;
}

interface Compiled {
  route: RouteDef;
  regex: RegExp;
  names: string[];
  /** Literal routes win over parameterised ones, as in API Gateway (`/x/recent` before `/x/{id}`). */
  literal: number;
}

/**
 * Decodes a path segment; a malformed escape (`%`, `%zz`, a cut UTF-8 sequence) stays as sent,
 * for the route's id rules to refuse with a 400, instead of throwing.
 */
export const decodeSegment = (raw: string): string => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

const compile = (route: RouteDef): Compiled => {
  const names: string[] = [];
  const pattern = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{([^}+]+)(\+?)\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1] as string);
      return param[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  const literal = route.path.split('/').filter((s) => !s.startsWith('{')).length;
  return { route, regex: new RegExp(`^${pattern}$`), names, literal };
};

/**
 * Matches requests the way API Gateway HTTP API does: a trailing slash is ignored, the most
 * specific route wins, and a path that matches no route (for this method) is not found.
 */
export const createRouteMatcher = (routes: readonly RouteDef[]) => {
  const compiled = routes.map(compile).sort((a, b) => b.literal - a.literal);
  return (method: string, rawPath: string): RouteMatch | null => {
    const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
    for (const c of compiled) {
      if (c.route.method !== method) continue;
      const m = c.regex.exec(path);
      if (!m) continue;
      const pathParameters: Record<string, string> = {};
      c.names.forEach((name, i) => (pathParameters[name] = decodeSegment(m[i + 1] as string)));
      return { route: c.route, pathParameters };
    }
    return null;
  };
};
