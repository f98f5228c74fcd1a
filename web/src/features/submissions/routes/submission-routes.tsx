import type { RouteObject } from 'react-router-dom';
import { kindScreenPatterns, type KindScreen, type ScreenKindName } from '../model/screen-paths.ts';

/** Each screen's module, loaded when its route is first visited; every kind shares them. */
const screens: Record<KindScreen, (kind: ScreenKindName) => RouteObject['lazy']> = {
  landing: (kind) => async () => {
    const { SubmissionLandingPage } = await import('./submission-landing-page.tsx');
    return { Component: () => <SubmissionLandingPage kind={kind} /> };
  },
  upload: (kind) => async () => {
    const { UploadDocumentPage } = await import('../upload/routes/upload-document-page.tsx');
    return { Component: () => <UploadDocumentPage kind={kind} /> };
  },
  transcribed: (kind) => async () => {
    const { VerifyScreen } = await import('../verify/components/verify-screen.tsx');
    return { Component: () => <VerifyScreen key={kind} kindName={kind} /> };
  },
  manualIndex: (kind) => async () => {
    const { ManualEntryIndex } = await import('./manual-entry-page.tsx');
    return { Component: () => <ManualEntryIndex kind={kind} /> };
  },
  manual: (kind) => async () => {
    const { ManualEntryPage } = await import('./manual-entry-page.tsx');
    return { Component: () => <ManualEntryPage kind={kind} /> };
  },
  offlineManual: (kind) => async () => {
    const { OfflineManualPage } = await import('./offline-manual-page.tsx');
    return { Component: () => <OfflineManualPage kind={kind} /> };
  },
};

/**
 * The screens of every submission kind (spec 001 section 2: /receive, /production, /shipments
 * with their upload, transcribed, manual screens), generated from the kinds' paths
 * (model/screen-paths.ts): a fourth kind gets its screens by being declared there.
 */
export const submissionScreenRoutes: RouteObject[] = kindScreenPatterns().map(({ kind, screen, path }) => ({
  path,
  lazy: screens[screen](kind),
}));
