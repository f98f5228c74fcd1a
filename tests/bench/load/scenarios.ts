import { randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';
import type { Effect } from './ledger-model.ts';
import { toMilli } from './ledger-model.ts';
import type { Recorder } from './recorder.ts';
import type { Plant } from './seed-plant.ts';

type Request = autocannon.Request;

/** One kind of floor user: the share of the users doing it, and the requests each repeats in turn. */
export interface Scenario {
  name: string;
  share: number;
  requests: Request[];
}

export type Photo = { bytes: Buffer; contentType: string };

/** Per connection: which account it acts as this round, and what earlier answers gave it. */
interface Context {
  token?: string;
  startedAt?: number;
  id?: number;
  key?: string;
  body?: string;
  [k: string]: unknown;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
/** A positive quantity with 3 decimals, unique in the run, so no two submits post the same document. */
const uniqueQty = (n: number, whole: number) =>
  (whole * 1000 + (n % 1000) + 1000 * Math.floor(n / 1000)) / 1000;

/**
 * The kinds of floor users and what each does, against one seeded plant. Every request records its
 * latency under its kind (timed from its setup, which autocannon runs right before sending it);
 * writes register with the recorder before they leave, so an unanswered one is known.
 */
export const scenarios = (plant: Plant, recorder: Recorder, photos: readonly Photo[]): Scenario[] => {
  let account = 0;
  let counter = 0;
  const lots = plant.ingredients.flatMap((m) => m.lots.map((l) => ({ materialId: m.id, ...l })));

  /** A request of `kind`: authorised as the round's account, timed, its answer recorded. */
  const request = (
    kind: string,
    build: (
      ctx: Context,
    ) => { method: 'GET' | 'POST'; path: string; body?: unknown; headers?: Record<string, string> } | null,
    onAnswer?: (status: number, body: string, ctx: Context) => void,
  ): Request => ({
    setupRequest: (req, context) => {
      const ctx = context as Context;
      ctx.token ??= plant.tokens[account++ % plant.tokens.length];
      const built = build(ctx);
      if (!built) return null as unknown as Request;
      ctx.startedAt = performance.now();
      ctx.body = built.body === undefined ? undefined : JSON.stringify(built.body);
      return {
        ...req,
        method: built.method,
        path: built.path,
        headers: {
          authorization: `Bearer ${ctx.token}`,
          ...(ctx.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...built.headers,
        },
        body: ctx.body,
      };
    },
    onResponse: (status, body, context, headers) => {
      const ctx = context as Context;
      const now = performance.now();
      recorder.answered(kind, status, now - (ctx.startedAt ?? now), body, headers, ctx.startedAt);
      onAnswer?.(status, body, ctx);
    },
  });

  const get = (kind: string, path: (ctx: Context) => string | null) =>
    request(kind, (ctx) => {
      const p = path(ctx);
      return p === null ? null : { method: 'GET', path: p };
    });

  const adjust = (kind: string, replay: boolean) =>
    request(
      kind,
      (ctx) => {
        if (replay) {
          if (!ctx.key || !ctx.adjustPath) return null;
          return {
            method: 'POST',
            path: ctx.adjustPath as string,
            body: ctx.adjustBody,
            headers: { 'idempotency-key': ctx.key },
          };
        }
        const useBox = Math.random() < 0.2;
        const lot = pick(lots);
        const materialId = useBox ? plant.box : lot.materialId;
        const lotCode = useBox ? null : lot.code;
        const n = counter++;
        const qty = (Math.random() < 0.5 ? -1 : 1) * uniqueQty(n, 1 + (n % 5));
        const key = `load-${randomUUID()}`;
        const path = `/api/inventory/${materialId}/adjust`;
        const body = { qty_delta: qty, lot_code: lotCode, note: key };
        ctx.key = key;
        ctx.adjustPath = path;
        ctx.adjustBody = body;
        recorder.sent(
          { id: `adjust:${key}`, effects: [{ materialId, lotCode, milli: toMilli(qty) }] },
          { method: 'POST', path, body, headers: { 'idempotency-key': key } },
        );
        return { method: 'POST', path, body, headers: { 'idempotency-key': key } };
      },
      (status, body, ctx) => {
        const id = `adjust:${ctx.key}`;
        const before = recorder.operations.get(id)?.outcome;
        recorder.outcome(id, status);
        if (
          replay &&
          status === 200 &&
          before === 'accepted' &&
          !(JSON.parse(body) as { replayed?: boolean }).replayed
        )
          recorder.anomalies.push(`${id}: the same Idempotency-Key posted again (replayed false)`);
      },
    );

  /** manual-new, then submit with `body(id)`: the submit is a write with its movements. */
  const submitFlow = (
    label: string,
    base: string,
    body: (id: number, n: number) => { json: unknown; effects: Effect[] },
  ) => [
    request(
      `${label} new`,
      () => ({ method: 'POST', path: `${base}/manual-new` }),
      (status, text, ctx) => {
        ctx.id = status === 201 ? (JSON.parse(text) as { id: number }).id : undefined;
      },
    ),
    request(
      `${label} submit`,
      (ctx) => {
        if (ctx.id === undefined) return null;
        const { json, effects } = body(ctx.id, counter++);
        recorder.sent(
          { id: `submission:${ctx.id}`, effects },
          { method: 'POST', path: `${base}/submit`, body: json, headers: {} },
        );
        return { method: 'POST', path: `${base}/submit`, body: json };
      },
      (status, _text, ctx) => recorder.outcome(`submission:${ctx.id}`, status),
    ),
  ];

  const receipt = (id: number, n: number) => {
    const rows = Array.from({ length: 1 + (n % 3) }, (_, i) => {
      // Mostly the seeded lots (writers meet on them), sometimes a new lot (lot creation races).
      const lot = pick(lots);
      const lotCode = i === 0 && n % 4 === 0 ? `R-${n % 40}` : lot.code;
      return {
        supplier_id: pick(plant.suppliers),
        material_id: lot.materialId,
        lot_code: lotCode,
        quantity: uniqueQty(n, 5 + i),
        unit: 'kg',
      };
    });
    return {
      json: { submission_id: id, receipt_date: '2026-11-20', rows },
      effects: rows.map((r) => ({
        materialId: r.material_id,
        lotCode: r.lot_code,
        milli: toMilli(r.quantity),
      })),
    };
  };

  const production = (id: number, n: number) => {
    const product = pick(plant.products);
    const outgoing = `B-${n % 20}`;
    const produced = uniqueQty(n, 20);
    const inputs = plant.ingredients.slice(0, 2).map((m) => ({
      material_id: m.id,
      material_lot: pick(m.lots).code,
      unit: 'kg',
      amt_used: uniqueQty(n, 2),
    }));
    const boxes = 1 + (n % 7);
    const materials = [
      ...inputs,
      { material_id: plant.box, material_lot: null, unit: 'unit', amt_used: boxes },
    ];
    return {
      json: {
        submission_id: id,
        date: '2026-11-21',
        product_id: product,
        outgoing_lot: outgoing,
        quantity_produced: produced,
        quantity_unit: 'kg',
        materials,
      },
      effects: [
        ...inputs.map((i) => ({
          materialId: i.material_id,
          lotCode: i.material_lot,
          milli: -toMilli(i.amt_used),
        })),
        { materialId: plant.box, lotCode: null, milli: -toMilli(boxes) },
        { materialId: product, lotCode: outgoing, milli: toMilli(produced) },
      ],
    };
  };

  const base = '/api/goods-receipts';
  const upload = request(
    'upload url',
    (ctx) => {
      const photo = pick(photos);
      ctx.photo = photo;
      return {
        method: 'POST',
        path: `${base}/upload-url`,
        body: {
          filename: `page-${counter++}.jpg`,
          content_type: photo.contentType,
          size: photo.bytes.length,
        },
      };
    },
    (status, text, ctx) => {
      if (status !== 201) return;
      const answer = JSON.parse(text) as { id: number; upload_url: string; headers: Record<string, string> };
      ctx.id = answer.id;
      const record = { base, id: answer.id, putStatus: 0 };
      recorder.uploads.push(record);
      const photo = ctx.photo as Photo;
      const started = performance.now();
      void recorder.track(
        fetch(answer.upload_url, {
          method: 'PUT',
          headers: answer.headers,
          body: new Uint8Array(photo.bytes),
        }).then(
          async (res) => {
            await res.arrayBuffer();
            record.putStatus = res.status;
            recorder.answered('upload PUT (S3)', res.status, performance.now() - started);
          },
          (error: Error) => recorder.unanswered('upload PUT (S3)', error.message),
        ),
      );
    },
  );
  /** The app polls the new submission until it is read: nine polls a round, one a second. */
  const poll = get('upload status', (ctx) => (ctx.id === undefined ? null : `${base}/${ctx.id}`));

  return [
    {
      name: 'inventory lists and searches',
      share: 0.14,
      requests: [
        get('inventory list', () => '/api/inventory?page=1&page_size=25'),
        get(
          'inventory search',
          () => `/api/inventory?search=${pick(['flo', 'sug', 'box', 'ca', 'salt'])}&page=1&page_size=25`,
        ),
        get(
          'materials search',
          () => `/api/materials?search=${pick(['fl', 'br', 'bo'])}&page=1&page_size=25`,
        ),
      ],
    },
    {
      name: 'submission lists',
      share: 0.1,
      requests: [
        get('receipts list', () => '/api/goods-receipts?page=1&page_size=10&filter_type=verified'),
        get('production list', () => '/api/production?page=1&page_size=10&filter_type=review'),
      ],
    },
    {
      name: 'lot pages',
      share: 0.14,
      requests: [
        get('lot page', (ctx) => {
          const lot = pick(lots);
          ctx.lot = lot;
          return `/api/materials/${lot.materialId}/lots/${lot.id}`;
        }),
        get('lot ledger', (ctx) => {
          const lot = ctx.lot as (typeof lots)[number];
          return `/api/materials/${lot.materialId}/ledger?lot_id=${lot.id}&page=1&page_size=20`;
        }),
      ],
    },
    {
      name: 'traces',
      share: 0.08,
      requests: [
        request('trace', () => {
          const lot = pick(lots);
          return {
            method: 'POST',
            path: '/api/trace-lot',
            body: { lot_code: lot.code, material_id: lot.materialId },
          };
        }),
      ],
    },
    {
      name: 'adjustments',
      share: 0.16,
      requests: [adjust('adjust', false), adjust('adjust', false), adjust('adjust replay', true)],
    },
    { name: 'manual receipts', share: 0.12, requests: submitFlow('receipt', base, receipt) },
    {
      name: 'production runs',
      share: 0.12,
      requests: submitFlow('production', '/api/production', production),
    },
    { name: 'photo uploads', share: 0.08, requests: [upload, ...Array.from({ length: 9 }, () => poll)] },
  ];
};

/** Users per scenario: at least one each, the rest by share (largest remainder), summing to `users`. */
export const splitUsers = (shares: readonly number[], users: number): number[] => {
  const total = shares.reduce((a, b) => a + b, 0);
  const exact = shares.map((s) => (s / total) * Math.max(0, users - shares.length));
  const counts = exact.map((e) => 1 + Math.floor(e));
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r);
  for (let k = 0; counts.reduce((a, b) => a + b, 0) < users; k++) counts[order[k % order.length]!.i]! += 1;
  return counts;
};
