import { MATERIAL_TYPES, type MaterialType } from '@bp/shared/contracts/materials.ts';
import { DEFAULT_TRACEABLE_MATERIALS } from '@bp/shared/contracts/settings.ts';
import { unitMessages } from '@bp/shared/contracts/units.ts';
import Alert from '@mui/material/Alert';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { useCompanySettings } from '../../../lib/reference-data/get-company-settings.ts';
import { useUnits } from '../../../lib/reference-data/get-units.ts';
import { MATERIAL_CREATE_FAILED } from '../../../lib/reference-data/quick-create-material.ts';
import { useCreateMaterial } from '../api/create-material.ts';
import { BackToMaterialsButton } from '../components/back-to-materials-button.tsx';
import { MaterialForm } from '../components/material-form.tsx';
import { listHref } from '../model/back-to-list.ts';
import { newMaterialValues } from '../model/material-payload.ts';

const typeFrom = (value: string | null): MaterialType =>
  MATERIAL_TYPES.find((t) => t === value) ?? 'ingredient';

/**
 * /materials/new (spec 000 section 2). The form waits for the company's units and settings, so
 * Traceable Item starts from traceable_materials_default; ?type= preselects the list's tab.
 */
export function NewMaterialPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const units = useUnits();
  const settings = useCompanySettings();
  const create = useCreateMaterial();
  const back = listHref(location.state);

  const body = () => {
    if (units.isPending || settings.isPending) return <PageLoading />;
    if (units.error) return <Alert severity="error">{unitMessages.loadError(errorText(units.error))}</Alert>;
    return (
      <MaterialForm
        mode="create"
        // A failed settings call has raised its toast; the product default applies meanwhile.
        defaultValues={newMaterialValues(
          typeFrom(params.get('type')),
          settings.data?.traceable_materials_default ?? DEFAULT_TRACEABLE_MATERIALS,
        )}
        traceableDefault={settings.data?.traceable_materials_default}
        units={units.data.global_units.all_units}
        saving={create.isPending}
        loading={settings.isFetching}
        failure={create.error ? failureText(create.error, MATERIAL_CREATE_FAILED) : null}
        onSubmit={(payload) => create.mutate(payload, { onSuccess: () => void navigate(back) })}
        onCancel={() => void navigate(back)}
      />
    );
  };

  return (
    <>
      <PageHeader
        title="Add Material"
        subtitle="A new ingredient, packaging item or finished good."
        actions={<BackToMaterialsButton to={back} />}
      />
      {body()}
    </>
  );
}
