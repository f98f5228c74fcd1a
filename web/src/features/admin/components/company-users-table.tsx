import type { AdminUser } from '@bp/shared/contracts/admin.ts';
import { EditOutlined } from '../../../components/icons.tsx';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DataTable, type Column } from '../../../components/data-table/data-table.tsx';
import { adminPaths } from '../model/admin-paths.ts';
import { ADMIN_PAGE_SIZE, pageRows } from '../model/page-of.ts';
import { highlightSx } from '../model/table-page.ts';
import { DateCell } from './date-cell.tsx';
import { RowActions } from './row-actions.tsx';

interface CompanyUsersTableProps {
  companyId: number;
  users: readonly AdminUser[];
  page: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  error: string | null;
  /** 'No users found for {company}'. */
  emptyText: string;
  highlightId?: number;
  onDelete: (user: AdminUser) => void;
}

/** A company's users: Name, Email, Created Date, Last Updated and Actions (spec 000 section 2). */
export function CompanyUsersTable(props: CompanyUsersTableProps) {
  const { companyId, users, page, onPageChange, loading, error, emptyText, highlightId, onDelete } = props;
  const columns: Column<AdminUser>[] = [
    {
      key: 'full_name',
      header: 'Name',
      phone: 'title',
      render: (user) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600, fontSize: 'inherit' }}>{user.full_name}</Typography>
          {user.is_admin ? (
            <Chip label="Administrator" size="small" color="primary" variant="outlined" />
          ) : null}
        </Box>
      ),
    },
    { key: 'email', header: 'Email' },
    {
      key: 'created_at',
      header: 'Created Date',
      width: 150,
      render: (user) => <DateCell value={user.created_at} />,
    },
    {
      key: 'updated_at',
      header: 'Last Updated',
      width: 210,
      render: (user) => <DateCell value={user.updated_at} withTime />,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      width: 160,
      phone: 'actions',
      render: (user) => (
        <RowActions
          to={adminPaths.editUser(companyId, user.id)}
          icon={<EditOutlined fontSize="small" />}
          text="Edit"
          linkLabel={`Edit ${user.full_name}`}
          deleteTooltip="Delete user"
          deleteLabel={`Delete ${user.full_name}`}
          onDelete={() => onDelete(user)}
        />
      ),
    },
  ];

  return (
    <DataTable
      label="Users"
      noun="users"
      columns={columns}
      rows={pageRows(users, page, ADMIN_PAGE_SIZE)}
      rowKey={(user) => user.id}
      rowSx={(user) => (user.id === highlightId ? highlightSx : undefined)}
      page={page}
      pageSize={ADMIN_PAGE_SIZE}
      total={users.length}
      onPageChange={onPageChange}
      loading={loading}
      error={error}
      empty={<Typography sx={{ color: 'text.secondary' }}>{emptyText}</Typography>}
    />
  );
}
