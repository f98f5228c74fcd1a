import type { LotLookupResult } from '@bp/shared/contracts/labels.ts';
import { parseDigitalLink } from '@bp/shared/gs1/digital-link.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { api } from '../../../lib/api-client/api.ts';
import { errorText } from '../../../lib/api-error.ts';
import { inventoryKeys } from '../api/inventory-keys.ts';

/**
 * /01/{gtin}/10/{lot}: a label's GS1 Digital Link opened by a phone's camera app lands here
 * (after sign-in) and goes on to that lot's page.
 */
export function DigitalLinkPage() {
  const location = useLocation();
  const link = parseDigitalLink(`${location.pathname}${location.search}`);
  const target = link.ok && link.lot ? { gtin: link.gtin14, lot_code: link.lot } : null;
  const found = useQuery({
    queryKey: [...inventoryKeys.all, 'digital-link', target],
    queryFn: ({ signal }): Promise<LotLookupResult> => api.call('findLot', { query: target! }, { signal }),
    enabled: target !== null,
    retry: false,
    meta: { silent: true },
  });
  if (target && found.isPending) return <PageLoading />;
  if (target && found.data) {
    return <Navigate to={`/inventory/${found.data.material.id}/lots/${found.data.lot.id}`} replace />;
  }
  const message = !link.ok
    ? `This label's link cannot be read: ${link.message}`
    : !link.lot
      ? 'This label names a product but no lot.'
      : errorText(found.error);
  return (
    <>
      <PageHeader title="Scanned label" />
      <Alert severity="warning" sx={{ mb: 2 }}>
        {message}
      </Alert>
      <Button component={Link} to="/inventory" variant="outlined">
        Go to inventory
      </Button>
    </>
  );
}
