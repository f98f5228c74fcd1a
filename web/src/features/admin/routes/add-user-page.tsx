import Alert from '@mui/material/Alert';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageNotFound } from '../../../components/page-not-found.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useCompany } from '../api/get-company.ts';
import { AddUserForm } from '../components/add-user-form.tsx';
import { AdminBreadcrumbs } from '../components/admin-breadcrumbs.tsx';
import { adminPaths, routeId } from '../model/admin-paths.ts';

/** /admin/companies/{companyId}/users/new. */
export function AddUserPage() {
  const companyId = routeId(useParams().companyId);
  if (companyId === null) return <PageNotFound />;
  return <AddUserScreen companyId={companyId} />;
}

function AddUserScreen({ companyId }: { companyId: number }) {
  const company = useCompany(companyId);
  const companyName = company.data?.name;
  return (
    <>
      <AdminBreadcrumbs
        crumbs={[
          { label: 'Companies', to: adminPaths.companies },
          { label: companyName ?? 'Company', to: adminPaths.companyUsers(companyId) },
          { label: 'Add User' },
        ]}
      />
      <PageHeader
        title="Add User"
        subtitle={
          companyName
            ? `A new user of ${companyName}. They sign in with this e-mail and password.`
            : undefined
        }
      />
      {company.isError ? (
        <Alert severity="warning" sx={{ mb: 2, maxWidth: 720 }}>
          {errorText(company.error)}
        </Alert>
      ) : null}
      <AddUserForm companyId={companyId} />
    </>
  );
}
