import type { RouteTable } from '@bp/shared/api/routes/index.ts';
import type { Page } from '@bp/shared/contracts/common.ts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CallInput, type CallResult } from '../api-client/api.ts';
import type { RouteNamed } from '../api-client/route-types.ts';
import { searchSnapshot, withOfflineCopy } from './offline-snapshot.ts';
import { areaKeys } from './query-keys.ts';

/**
 * Suppliers and customers are the same kind of record: a named entry of the company's
 * directory, listed, searched, opened, created and edited through routes of the same shape.
 * One implementation serves both; each feature (and each picker) names its area.
 */
export type RecordArea = 'suppliers' | 'customers';

type GetRoute = { suppliers: 'getSupplier'; customers: 'getCustomer' };
type CreateRoute = { suppliers: 'createSupplier'; customers: 'createCustomer' };

/** A supplier or a customer, as the API answers it. */
export type RecordOf<A extends RecordArea> = CallResult<RouteNamed<RouteTable, GetRoute[A]>>;
/** What create and update send. */
export type RecordBody<A extends RecordArea> = CallInput<RouteNamed<RouteTable, CreateRoute[A]>>['body'];

export interface RecordListParams {
  page: number;
  search: string;
}

interface ListQuery {
  page: number;
  page_size: number;
  search: string;
}

interface RecordCalls<A extends RecordArea> {
  list: (query: ListQuery, signal?: AbortSignal) => Promise<Page<RecordOf<A>>>;
  get: (id: number, signal?: AbortSignal) => Promise<RecordOf<A>>;
  create: (body: RecordBody<A>) => Promise<RecordOf<A>>;
  update: (id: number, body: RecordBody<A>) => Promise<RecordOf<A>>;
}

// Each line names its route, so a changed route or contract is a type error here.
const calls = {
  suppliers: {
    list: (query, signal) => api.call('listSuppliers', { query }, { signal }),
    get: (id, signal) => api.call('getSupplier', { params: { id } }, { signal }),
    create: (body) => api.call('createSupplier', { body }),
    update: (id, body) => api.call('updateSupplier', { params: { id }, body }),
  },
  customers: {
    list: (query, signal) => api.call('listCustomers', { query }, { signal }),
    get: (id, signal) => api.call('getCustomer', { params: { id } }, { signal }),
    create: (body) => api.call('createCustomer', { body }),
    update: (id, body) => api.call('updateCustomer', { params: { id }, body }),
  },
} satisfies { [A in RecordArea]: RecordCalls<A> };

/** TypeScript cannot follow a generic index into `calls`; the `satisfies` above checks each area. */
const callsOf = <A extends RecordArea>(area: A): RecordCalls<A> => calls[area] as unknown as RecordCalls<A>;

/** The detail key of one record: a delete drops it rather than refetching a 404. */
export const recordKey = (area: RecordArea, id: number) => [...areaKeys[area], 'detail', id] as const;

/** One page of a list screen; the table keeps the previous page on screen while the next loads. */
export const recordListQueryOptions = <A extends RecordArea>(
  area: A,
  params: RecordListParams,
  pageSize: number,
) =>
  queryOptions({
    queryKey: [...areaKeys[area], 'list', { ...params, pageSize }],
    queryFn: ({ signal }) => callsOf(area).list({ ...params, page_size: pageSize }, signal),
    placeholderData: keepPreviousData,
  });

/** A picker's options for a typed term: its first page of matches. Silent: the picker shows the failure in its list. */
export const recordSearchQueryOptions = <A extends RecordArea>(area: A, search: string, pageSize: number) =>
  queryOptions({
    queryKey: [...areaKeys[area], 'picker', search, pageSize],
    // Without a network, the copy kept on the device (`asOf` says when it was read).
    queryFn: ({ signal }) =>
      withOfflineCopy(
        () => callsOf(area).list({ search, page: 1, page_size: pageSize }, signal),
        () => searchSnapshot<RecordOf<A>>(area, search, pageSize),
      ),
    placeholderData: keepPreviousData,
    networkMode: 'always',
    meta: { silent: true },
  });

/** The record an edit screen opens. Silent: the screen shows its own load failure. */
export const recordQueryOptions = <A extends RecordArea>(area: A, id: number) =>
  queryOptions({
    queryKey: recordKey(area, id),
    queryFn: ({ signal }) => callsOf(area).get(id, signal),
    meta: { silent: true },
  });

export const useRecordList = <A extends RecordArea>(area: A, params: RecordListParams, pageSize: number) =>
  useQuery(recordListQueryOptions(area, params, pageSize));

export const useRecordSearch = <A extends RecordArea>(
  area: A,
  search: string,
  pageSize: number,
  enabled: boolean,
) => useQuery({ ...recordSearchQueryOptions(area, search, pageSize), enabled });

export const useRecord = <A extends RecordArea>(area: A, id: number) =>
  useQuery(recordQueryOptions(area, id));

/** A change to an area's records refreshes every view of it (lists, pickers, details). */
const useAreaMutation = <A extends RecordArea, V>(
  area: A,
  mutationFn: (variables: V) => Promise<RecordOf<A>>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Silent: the form or the picker's popover shows the failure itself.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKeys[area] }),
  });
};

export const useCreateRecord = <A extends RecordArea>(area: A) =>
  useAreaMutation(area, (body: RecordBody<A>) => callsOf(area).create(body));

/** A picker's '+ New' popover: the name alone, every other field left to its default. */
export const useQuickCreateRecord = <A extends RecordArea>(area: A) =>
  useAreaMutation(area, (name: string) =>
    callsOf(area).create({ name } satisfies RecordBody<'suppliers'> &
      RecordBody<'customers'> as RecordBody<A>),
  );

/** Replaces every field of a record (a left-out one is cleared). */
export const useUpdateRecord = <A extends RecordArea>(area: A) =>
  useAreaMutation(area, ({ id, body }: { id: number; body: RecordBody<A> }) =>
    callsOf(area).update(id, body),
  );
