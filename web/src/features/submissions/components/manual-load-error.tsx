import { LoadError } from '../../../components/load-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import type { ScreenKind } from '../model/screen-kinds.ts';

/** Spec 001 section 2: 'Error Loading Data' with the kind's text and a way back. */
export function ManualLoadError({ kind }: { kind: ScreenKind }) {
  return (
    <>
      <PageHeader title={kind.manualTitle} />
      <LoadError title="Error Loading Data" text={kind.manualLoadError} back={kind.base} />
    </>
  );
}
