import { materialMessages, type Material } from '@bp/shared/contracts/materials.ts';
import { unitMessages } from '@bp/shared/contracts/units.ts';
import { ArchiveOutlined, UnarchiveOutlined } from '../../../components/icons.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ArchivedChip, archiveTextSx } from '../../../components/archived-chip.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { useUnits } from '../../../lib/reference-data/get-units.ts';
import { useArchiveMaterial } from '../api/archive-material.ts';
import { useMaterial } from '../api/get-material.ts';
import { useUpdateMaterial } from '../api/update-material.ts';
import { ArchiveMaterialDialog } from '../components/archive-material-dialog.tsx';
import { BackToMaterialsButton } from '../components/back-to-materials-button.tsx';
import { MATERIAL_TYPE_CHOICES, MaterialForm } from '../components/material-form.tsx';
import { listHref } from '../model/back-to-list.ts';
import { materialFormValues, unitChoices } from '../model/material-payload.ts';

const typeLabel = (material: Material): string =>
  MATERIAL_TYPE_CHOICES.find((c) => c.value === material.material_type)?.label ?? 'Material';

/**
 * /materials/edit/{id} (spec 000 section 2): the type is in the heading ('Edit Ingredient')
 * and fixed; Archive/Unarchive asks first; failures show in a red banner.
 */
export function EditMaterialPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const id = Number(useParams().id);
  const material = useMaterial(id);
  const units = useUnits();
  const update = useUpdateMaterial();
  const archive = useArchiveMaterial();
  const [confirming, setConfirming] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const back = listHref(location.state);
  const current = material.data;

  const toggleArchive = (m: Material) => {
    setBanner(null);
    archive.mutate(
      { id: m.id, isArchived: !m.is_archived },
      {
        onSettled: () => setConfirming(false),
        onError: (error) => setBanner(failureText(error, materialMessages.archiveFailed)),
      },
    );
  };

  const body = () => {
    if (material.isPending || units.isPending) return <PageLoading />;
    if (material.error)
      return <Alert severity="error">{failureText(material.error, materialMessages.loadFailed)}</Alert>;
    if (units.error) return <Alert severity="error">{unitMessages.loadError(errorText(units.error))}</Alert>;
    const m = material.data;
    return (
      <>
        {m.is_archived ? (
          <Alert severity="warning" sx={{ mb: 2, maxWidth: 860 }}>
            This material is archived: lists and pickers leave it out unless archived materials are shown.
          </Alert>
        ) : null}
        <MaterialForm
          key={m.id}
          mode="edit"
          defaultValues={materialFormValues(m)}
          units={unitChoices(units.data.global_units.all_units, m.unit_of_measure)}
          saving={update.isPending}
          failure={banner}
          onSubmit={(payload) => {
            setBanner(null);
            update.mutate(
              { id: m.id, payload },
              {
                onSuccess: () => void navigate(back),
                onError: (error) => setBanner(failureText(error, materialMessages.updateFailed)),
              },
            );
          }}
          onCancel={() => void navigate(back)}
        />
      </>
    );
  };

  return (
    <>
      <PageHeader
        title={current ? `Edit ${typeLabel(current)}` : 'Edit Material'}
        subtitle={
          current ? (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              {current.name}
              {current.is_archived ? <ArchivedChip /> : null}
            </Box>
          ) : undefined
        }
        actions={
          <>
            {current ? (
              <Button
                variant="outlined"
                color={current.is_archived ? 'primary' : 'warning'}
                sx={current.is_archived ? undefined : archiveTextSx}
                startIcon={current.is_archived ? <UnarchiveOutlined /> : <ArchiveOutlined />}
                onClick={() => setConfirming(true)}
                disabled={archive.isPending || update.isPending}
              >
                {current.is_archived ? 'Unarchive' : 'Archive'}
              </Button>
            ) : null}
            <BackToMaterialsButton to={back} />
          </>
        }
      />
      {body()}
      {confirming && current ? (
        <ArchiveMaterialDialog
          archive={!current.is_archived}
          busy={archive.isPending}
          onConfirm={() => toggleArchive(current)}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
