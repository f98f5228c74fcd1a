import { unitMessages, type CustomUnit, type CustomUnitValues } from '@bp/shared/contracts/units.ts';
import { ArrowBack } from '../../../components/icons.tsx';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { useUnits } from '../api/get-units.ts';
import { useUpdateUnits } from '../api/update-units.ts';
import { WithBackArrow } from '../components/back-to-units.tsx';
import { CustomUnitForm } from '../components/custom-unit-form.tsx';
import { type UnitsRead, withUnitReplaced } from '../model/custom-unit-list.ts';
import { customUnitFormValues } from '../model/custom-unit-form-values.ts';
import { lookUpUnit } from '../model/unit-lookup.ts';
import { CUSTOM_UNITS_LIST } from '../model/units-paths.ts';

const UPDATE_UNIT_FAILED = 'Failed to update unit';

/**
 * /settings/units/{abbr}/edit: finds the custom unit by abbreviation in the settings data
 * (spec 000 section 2): a spinner, an error, 'not found' with Back to Units, or the form.
 */
export function EditUnitPage() {
  const abbr = useParams().abbr ?? '';
  const units = useUnits();
  const save = useUpdateUnits({ silent: true });
  const lookup = lookUpUnit(
    { isPending: units.isPending, error: units.error, customUnits: units.data?.custom_units },
    abbr,
  );

  switch (lookup.state) {
    case 'loading':
      return <PageLoading />;
    case 'error':
      return <Alert severity="error">{lookup.message}</Alert>;
    case 'not-found':
      // A saved new abbreviation is in the data a moment before the screen moves on to the list.
      if (save.isPending || save.isSuccess) return <PageLoading />;
      return (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <PageHeader title="Edit Custom Unit" />
          <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
            {lookup.message}
          </Alert>
          <Button component={RouterLink} to={CUSTOM_UNITS_LIST} variant="outlined" startIcon={<ArrowBack />}>
            Back to Units
          </Button>
        </Stack>
      );
    case 'found':
      return units.data ? <EditUnit unit={lookup.unit} allUnits={units.data} save={save} /> : <PageLoading />;
  }
}

interface EditUnitProps {
  unit: CustomUnit;
  allUnits: UnitsRead;
  save: ReturnType<typeof useUpdateUnits>;
}

function EditUnit({ unit, allUnits, save }: EditUnitProps) {
  const navigate = useNavigate();

  const onSubmit = async (edited: CustomUnitValues) => {
    try {
      await save.mutateAsync(withUnitReplaced(allUnits, unit.abbr, edited));
      await navigate(CUSTOM_UNITS_LIST);
    } catch {
      // The banner shows the API's reason.
    }
  };

  return (
    <>
      <WithBackArrow>
        <PageHeader title="Edit Custom Unit" subtitle={unitMessages.editIntro(unit.name, unit.abbr)} />
      </WithBackArrow>
      <CustomUnitForm
        initialValues={customUnitFormValues(unit)}
        onSubmit={onSubmit}
        onCancel={() => void navigate(CUSTOM_UNITS_LIST)}
        submitLabel="Update"
        busyLabel="Updating..."
        error={save.isError ? failureText(save.error, UPDATE_UNIT_FAILED) : null}
      />
    </>
  );
}
