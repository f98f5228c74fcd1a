import type { Company } from '@bp/shared/contracts/admin.ts';
import { Add } from '../../../components/icons.tsx';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useCompanies } from '../api/list-companies.ts';
import { CompaniesTable } from '../components/companies-table.tsx';
import { DeleteCompanyDialog } from '../components/delete-company-dialog.tsx';
import { NoticeAlert } from '../components/notice-alert.tsx';
import { adminPaths } from '../model/admin-paths.ts';
import { adminTexts } from '../model/admin-texts.ts';
import { noticeState, useRouteNotice } from '../model/route-notice.ts';
import { tablePage } from '../model/table-page.ts';
import { usePageParam } from '../model/use-page-param.ts';

/** /admin/companies: every company, an Add Company button, and each company's users one click away. */
export function CompaniesPage() {
  const companies = useCompanies();
  const { page: pageParam, setPage } = usePageParam();
  const { notice, dismiss } = useRouteNotice();
  const [toDelete, setToDelete] = useState<Company | null>(null);
  const navigate = useNavigate();
  const location = useLocation();

  const items = companies.data?.items ?? [];
  const page = tablePage(items, pageParam, notice?.highlightId);

  const onDeleted = (company: Company) => {
    setToDelete(null);
    void navigate(`${location.pathname}${location.search}`, {
      replace: true,
      state: noticeState({ message: `Company "${company.name}" deleted.` }),
    });
  };

  return (
    <>
      <PageHeader
        title="Companies"
        subtitle="The companies on the platform and their users."
        actions={
          <Button component={Link} to={adminPaths.newCompany} variant="contained" startIcon={<Add />}>
            Add Company
          </Button>
        }
      />
      <NoticeAlert notice={notice} onClose={dismiss} />
      <CompaniesTable
        companies={items}
        page={page}
        onPageChange={setPage}
        loading={companies.isPending}
        error={companies.isError ? adminTexts.companiesError(errorText(companies.error)) : null}
        highlightId={notice?.highlightId}
        onDelete={setToDelete}
      />
      <DeleteCompanyDialog company={toDelete} onClose={() => setToDelete(null)} onDeleted={onDeleted} />
    </>
  );
}
