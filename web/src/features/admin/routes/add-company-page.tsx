import { PageHeader } from '../../../components/page-header.tsx';
import { AddCompanyForm } from '../components/add-company-form.tsx';
import { AdminBreadcrumbs } from '../components/admin-breadcrumbs.tsx';
import { adminPaths } from '../model/admin-paths.ts';

/** /admin/companies/new. */
export function AddCompanyPage() {
  return (
    <>
      <AdminBreadcrumbs
        crumbs={[{ label: 'Companies', to: adminPaths.companies }, { label: 'Add Company' }]}
      />
      <PageHeader title="Add Company" subtitle="Its users can be added once it exists." />
      <AddCompanyForm />
    </>
  );
}
