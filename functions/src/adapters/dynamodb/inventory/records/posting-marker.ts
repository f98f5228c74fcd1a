import { type ItemKey, tenantPrefix } from '@bp/shared/table/schema.ts';

/** A posting's header and its chunk markers share one partition. */
export const postingHeaderKey = (companyId: number, postingId: string): ItemKey => ({
  pk: `${tenantPrefix(companyId)}POSTING#${postingId}`,
  sk: 'HEADER',
});

export const postingChunkKey = (companyId: number, postingId: string, chunk: number): ItemKey => ({
  pk: `${tenantPrefix(companyId)}POSTING#${postingId}`,
  sk: `CHUNK#${chunk.toString().padStart(4, '0')}`,
});
