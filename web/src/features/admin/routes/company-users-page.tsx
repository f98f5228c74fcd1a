import type { AdminUser } from '@bp/shared/contracts/admin.ts';
import { PersonAddAlt } from '../../../components/icons.tsx';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageNotFound } from '../../../components/page-not-found.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useCompany } from '../api/get-company.ts';
import { useCompanyUsers } from '../api/list-company-users.ts';
import { AdminBreadcrumbs } from '../components/admin-breadcrumbs.tsx';
import { CompanyUsersTable } from '../components/company-users-table.tsx';
import { DeleteUserDialog } from '../components/delete-user-dialog.tsx';
import { NoticeAlert } from '../components/notice-alert.tsx';
import { adminPaths, routeId } from '../model/admin-paths.ts';
import { adminTexts } from '../model/admin-texts.ts';
import { noticeState, useRouteNotice } from '../model/route-notice.ts';
import { tablePage } from '../model/table-page.ts';
import { usePageParam } from '../model/use-page-param.ts';

/** /admin/companies/{companyId}/users. */
export function CompanyUsersPage() {
  const companyId = routeId(useParams().companyId);
  if (companyId === null) return <PageNotFound />;
  return <CompanyUsersScreen companyId={companyId} />;
}

function CompanyUsersScreen({ companyId }: { companyId: number }) {
  const company = useCompany(companyId);
  const users = useCompanyUsers(companyId);
  const { page: pageParam, setPage } = usePageParam();
  const { notice, dismiss } = useRouteNotice();
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const navigate = useNavigate();
  const location = useLocation();

  const companyName = company.data?.name;
  const items = users.data?.items ?? [];
  const page = tablePage(items, pageParam, notice?.highlightId);

  const onDeleted = (user: AdminUser) => {
    setToDelete(null);
    void navigate(`${location.pathname}${location.search}`, {
      replace: true,
      state: noticeState({ message: `User "${user.full_name}" deleted.` }),
    });
  };

  return (
    <>
      <AdminBreadcrumbs
        crumbs={[{ label: 'Companies', to: adminPaths.companies }, { label: companyName ?? 'Company' }]}
      />
      <PageHeader
        title={companyName ? adminTexts.usersTitle(companyName) : 'Users'}
        actions={
          <Button
            component={Link}
            to={adminPaths.newUser(companyId)}
            variant="contained"
            startIcon={<PersonAddAlt />}
          >
            Add User
          </Button>
        }
      />
      <NoticeAlert notice={notice} onClose={dismiss} />
      <CompanyUsersTable
        companyId={companyId}
        users={items}
        page={page}
        onPageChange={setPage}
        // The empty text names the company, so wait for both.
        loading={users.isPending || company.isPending}
        error={users.isError ? adminTexts.usersError(errorText(users.error)) : null}
        emptyText={adminTexts.noUsers(companyName ?? 'this company')}
        highlightId={notice?.highlightId}
        onDelete={setToDelete}
      />
      <DeleteUserDialog user={toDelete} onClose={() => setToDelete(null)} onDeleted={onDeleted} />
    </>
  );
}
