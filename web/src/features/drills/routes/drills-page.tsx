import { PageHeader } from '../../../components/page-header.tsx';
import { SignedInOnly } from '../../../components/signed-in-only.tsx';
import { DrillHistory } from '../components/drill-history.tsx';
import { StartDrillForm } from '../components/start-drill-form.tsx';

/** /drills: start a recall drill, and the history of drills. */
export function DrillsPage() {
  return (
    <SignedInOnly message="Please log in to view recall drills.">
      <PageHeader
        title="Recall Drills"
        subtitle="Practise a recall: trace a lot both ways, account for it, and time it against the target."
      />
      <StartDrillForm />
      <DrillHistory />
    </SignedInOnly>
  );
}
