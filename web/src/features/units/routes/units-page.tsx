import { unitMessages } from '@bp/shared/contracts/units.ts';
import { Add } from '../../../components/icons.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useUnits } from '../api/get-units.ts';
import { CustomUnitsTable } from '../components/custom-units-table.tsx';
import { StandardUnitsTable } from '../components/standard-units-table.tsx';

type UnitsTab = 'standard' | 'custom';

/** /settings/units: Standard Units and Custom Units tabs; the tab lives in the address (?tab=custom). */
export function UnitsPage() {
  const [params, setParams] = useSearchParams();
  const tab: UnitsTab = params.get('tab') === 'custom' ? 'custom' : 'standard';
  const units = useUnits();

  const selectTab = (next: UnitsTab) =>
    setParams(next === 'custom' ? { tab: 'custom' } : {}, { replace: true });

  return (
    <>
      <PageHeader
        title="Units of Measurement"
        subtitle="The units materials are counted, weighed and measured in."
        actions={
          <Button component={RouterLink} to="/settings/units/new" variant="contained" startIcon={<Add />}>
            Add Custom Unit
          </Button>
        }
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2.5 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: UnitsTab) => selectTab(next)}
          aria-label="Unit lists"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab value="standard" label="Standard Units" id="units-tab-standard" aria-controls="units-panel" />
          <Tab value="custom" label="Custom Units" id="units-tab-custom" aria-controls="units-panel" />
        </Tabs>
      </Box>
      <Box role="tabpanel" id="units-panel" aria-labelledby={`units-tab-${tab}`}>
        {units.isPending ? (
          <PageLoading />
        ) : units.isError ? (
          <Alert severity="error">{unitMessages.loadError(errorText(units.error))}</Alert>
        ) : tab === 'standard' ? (
          <StandardUnitsTable globalUnits={units.data.global_units} />
        ) : (
          <CustomUnitsTable list={units.data} />
        )}
      </Box>
    </>
  );
}
