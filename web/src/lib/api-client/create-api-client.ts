import type { RouteDef } from '@bp/shared/api/route-def.ts';
import { sendForFile, sendForJson, sendForLinkedFile, type DownloadedFile } from './http.ts';
import { encodeBody, routeUrl, type CallParts } from './request-parts.ts';
import type { CallArgs, CallResult, FileRouteName, JsonRouteName, RouteNamed } from './route-types.ts';

/**
 * A client for a route table: a call names a route by its operation name, and the route's
 * method, path, access, body encoding and response contract do the rest.
 *
 *   api.call('getMaterial', { params: { id } }, { signal })      // Promise<Material>
 *   api.call('listCustomers', { query: { page: 1, search } })    // Promise<Page<Customer>>
 *   api.download('exportSuppliers', { query: { search } })       // Promise<DownloadedFile>
 *   api.call('goodsReceiptListRows', { params: { id } })          // Promise<RowOf<typeof goodsReceiptSpec>[]>
 */
export const createApiClient = <const T extends readonly RouteDef[]>(table: T) => {
  const byName = new Map<string, RouteDef>(table.map((route) => [route.name, route]));
  const routeNamed = (name: string): RouteDef => {
    const route = byName.get(name);
    if (!route) throw new Error(`No route named ${name}`);
    return route;
  };

  const prepare = (name: string, input: CallParts = {}) => {
    const route = routeNamed(name);
    return {
      route,
      url: routeUrl(route, input),
      send: { method: route.method, auth: route.access !== 'public', ...encodeBody(route, input.body) },
    };
  };

  return {
    call: <N extends JsonRouteName<T>>(
      name: N,
      ...[input, options]: NoInfer<CallArgs<RouteNamed<T, N>>>
    ): Promise<CallResult<RouteNamed<T, N>>> => {
      const { route, url, send } = prepare(name, input as CallParts | undefined);
      return sendForJson(
        url,
        { ...send, signal: options?.signal, headers: options?.headers, token: options?.token },
        route.response,
      ) as Promise<CallResult<RouteNamed<T, N>>>;
    },

    download: <N extends FileRouteName<T>>(
      name: N,
      ...[input, options]: NoInfer<CallArgs<RouteNamed<T, N>>>
    ): Promise<DownloadedFile> => {
      const { url, send } = prepare(name, input as CallParts | undefined);
      return sendForFile(url, { ...send, signal: options?.signal });
    },

    /**
     * A file route that answers a short-lived link (a submission's original: a 20 MB photo does
     * not fit a Lambda answer), followed to the file.
     */
    downloadLinked: <N extends FileRouteName<T>>(
      name: N,
      ...[input, options]: NoInfer<CallArgs<RouteNamed<T, N>>>
    ): Promise<DownloadedFile> => {
      const { url, send } = prepare(name, input as CallParts | undefined);
      return sendForLinkedFile(url, { ...send, signal: options?.signal });
    },
  };
};

export type ApiClient<T extends readonly RouteDef[]> = ReturnType<typeof createApiClient<T>>;
