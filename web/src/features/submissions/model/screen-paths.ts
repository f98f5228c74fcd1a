/**
 * Where each submission kind's screens live (spec 001 section 2), and the five screens every
 * kind has. The app's routes are generated from these (routes/submission-routes.ts) and the
 * screens test reads them, so a kind's addresses are written once, here.
 */
export const SCREEN_BASES = {
  goods_receipt: '/receive',
  production: '/production',
  shipment: '/shipments',
} as const;

export type ScreenKindName = keyof typeof SCREEN_BASES;
export type ScreenBase = (typeof SCREEN_BASES)[ScreenKindName];

/** The screens of a kind: the route pattern under its base, by screen. */
export const KIND_SCREENS = {
  landing: '',
  upload: '/upload',
  transcribed: '/transcribed/:submissionId',
  manualIndex: '/manual',
  manual: '/manual/:submissionId',
  /** A manual entry typed without a network, kept in the outbox (issue 23). */
  offlineManual: '/manual/offline',
} as const;

export type KindScreen = keyof typeof KIND_SCREENS;

/** Every kind's screens as route patterns (`/receive/manual/:submissionId`...). */
export const kindScreenPatterns = (): { kind: ScreenKindName; screen: KindScreen; path: string }[] =>
  (Object.entries(SCREEN_BASES) as [ScreenKindName, ScreenBase][]).flatMap(([kind, base]) =>
    (Object.entries(KIND_SCREENS) as [KindScreen, string][]).map(([screen, tail]) => ({
      kind,
      screen,
      path: `${base}${tail}`,
    })),
  );

/** {base}/manual/{id}, {base}/transcribed/{id}, {base}/upload. */
export const manualPath = (base: ScreenBase, id: number) => `${base}/manual/${id}`;
export const transcribedPath = (base: ScreenBase, id: number) => `${base}/transcribed/${id}`;
export const uploadPath = (base: ScreenBase) => `${base}/upload`;
export const offlineManualPath = (base: ScreenBase) => `${base}/manual/offline`;
