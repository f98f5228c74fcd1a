import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { ApiError, errorText } from '../../../lib/api-error.ts';
import { useCompany } from '../api/get-company.ts';
import { useUser } from '../api/get-user.ts';
import { AdminBreadcrumbs, type Crumb } from '../components/admin-breadcrumbs.tsx';
import { EditUserForm } from '../components/edit-user-form.tsx';
import { adminPaths, routeId } from '../model/admin-paths.ts';
import { adminTexts } from '../model/admin-texts.ts';

/** /admin/companies/{companyId}/users/{userId}/edit. */
export function EditUserPage() {
  const params = useParams();
  const companyId = routeId(params.companyId);
  const userId = routeId(params.userId);
  if (companyId === null || userId === null) {
    return (
      <EditUserFrame crumbs={[{ label: 'Companies', to: adminPaths.companies }, { label: 'Edit User' }]}>
        <Alert severity="error">{adminTexts.userNotFound}</Alert>
      </EditUserFrame>
    );
  }
  return <EditUserScreen companyId={companyId} userId={userId} />;
}

function EditUserScreen({ companyId, userId }: { companyId: number; userId: number }) {
  const user = useUser(userId);
  const company = useCompany(companyId);
  const crumbs: Crumb[] = [
    { label: 'Companies', to: adminPaths.companies },
    { label: company.data?.name ?? 'Company', to: adminPaths.companyUsers(companyId) },
    { label: 'Edit User' },
  ];

  if (user.isPending) {
    return (
      <EditUserFrame crumbs={crumbs}>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      </EditUserFrame>
    );
  }
  // A user of another company under this company's address is not this company's user.
  const notFound =
    (user.isError && user.error instanceof ApiError && user.error.status === 404) ||
    (user.isSuccess && user.data.company_id !== companyId);
  if (notFound || user.isError) {
    return (
      <EditUserFrame crumbs={crumbs}>
        <Alert severity="error" data-testid="edit-user-load-error">
          {notFound ? adminTexts.userNotFound : adminTexts.userLoadError(errorText(user.error))}
        </Alert>
      </EditUserFrame>
    );
  }
  return (
    <EditUserFrame crumbs={crumbs} subtitle={user.data.email}>
      <EditUserForm key={user.data.id} user={user.data} companyId={companyId} />
    </EditUserFrame>
  );
}

function EditUserFrame({
  crumbs,
  subtitle,
  children,
}: {
  crumbs: Crumb[];
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <>
      <AdminBreadcrumbs crumbs={crumbs} />
      <PageHeader title="Edit User" subtitle={subtitle} />
      {children}
    </>
  );
}
