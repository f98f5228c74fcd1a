import { settingsMessages } from '@bp/shared/contracts/settings.ts';
import Alert from '@mui/material/Alert';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { SignedInOnly } from '../../../components/signed-in-only.tsx';
import { useCompanySettings } from '../api/get-company-settings.ts';
import { GeneralSettingsForm } from '../components/general-settings-form.tsx';

/** /settings/general and a bare /settings. */
export function GeneralSettingsPage() {
  return (
    <SignedInOnly message={settingsMessages.signedOut}>
      <PageHeader title="General Settings" subtitle="Company-wide defaults." />
      <GeneralSettings />
    </SignedInOnly>
  );
}

function GeneralSettings() {
  const settings = useCompanySettings();
  if (settings.isPending) return <PageLoading />;
  if (settings.isError) return <Alert severity="error">{settingsMessages.loadError}</Alert>;
  return (
    <GeneralSettingsForm
      initialValues={{
        traceable_materials_default: settings.data.traceable_materials_default,
        date_order: settings.data.date_order,
        drill_target_minutes: settings.data.drill_target_minutes,
        drill_tolerance_percent: settings.data.drill_tolerance_percent,
      }}
    />
  );
}
