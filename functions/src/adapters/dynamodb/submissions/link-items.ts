import type { TraceLink } from '../../../core/submissions/trace-link.ts';
import { put, type Write } from '../kit/index.ts';
import { type LotIdOf, traceLinkItems } from './records/trace-link.ts';

export type { LotIdOf };

/** One trace link's writes: plain puts, so a retried submit writes the same items again. */
export const linkWrites = (companyId: number, kindName: string, link: TraceLink, lotIdOf: LotIdOf): Write[] =>
  traceLinkItems(companyId, kindName, link, lotIdOf).map((item) => put(item));
