import { PageHeader } from '../../../components/page-header.tsx';
import { StartCards } from '../components/start-cards.tsx';
import { SubmissionList } from '../components/submission-list.tsx';
import { screenKind, type ScreenKindName } from '../model/screen-kinds.ts';

/** /receive, /production, /shipments: the two start cards and the kind's submission list. */
export function SubmissionLandingPage({ kind: name }: { kind: ScreenKindName }) {
  const kind = screenKind(name);
  return (
    <>
      <PageHeader title={kind.title} />
      <StartCards kind={kind} />
      <SubmissionList kind={kind} />
    </>
  );
}
