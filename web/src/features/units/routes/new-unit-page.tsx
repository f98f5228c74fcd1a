import { unitMessages, type CustomUnitValues } from '@bp/shared/contracts/units.ts';
import Alert from '@mui/material/Alert';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { errorText } from '../../../lib/api-error.ts';
import { useUnits } from '../api/get-units.ts';
import { useUpdateUnits } from '../api/update-units.ts';
import { WithBackArrow } from '../components/back-to-units.tsx';
import { CustomUnitForm } from '../components/custom-unit-form.tsx';
import { withUnitAdded } from '../model/custom-unit-list.ts';
import { customUnitFormValues } from '../model/custom-unit-form-values.ts';
import { CUSTOM_UNITS_LIST } from '../model/units-paths.ts';

/** Shown when the save fails without a reason from the API. */
const ADD_UNIT_FAILED = 'Failed to add unit';

/** /settings/units/new: Add Custom Unit; saving appends it to the company's list. */
export function NewUnitPage() {
  const navigate = useNavigate();
  const units = useUnits();
  const save = useUpdateUnits({ silent: true });

  const onSubmit = async (unit: CustomUnitValues) => {
    if (!units.data) return;
    try {
      await save.mutateAsync(withUnitAdded(units.data, unit));
      await navigate(CUSTOM_UNITS_LIST);
    } catch {
      // The banner shows the API's reason.
    }
  };

  return (
    <>
      <WithBackArrow>
        <PageHeader title="Add Custom Unit" subtitle="A unit of your own, next to the standard ones." />
      </WithBackArrow>
      {units.isPending ? (
        <PageLoading />
      ) : units.isError ? (
        <Alert severity="error">{unitMessages.loadError(errorText(units.error))}</Alert>
      ) : (
        <CustomUnitForm
          initialValues={customUnitFormValues()}
          onSubmit={onSubmit}
          onCancel={() => void navigate(CUSTOM_UNITS_LIST)}
          submitLabel="Save"
          busyLabel="Saving..."
          error={save.isError ? failureText(save.error, ADD_UNIT_FAILED) : null}
        />
      )}
    </>
  );
}
