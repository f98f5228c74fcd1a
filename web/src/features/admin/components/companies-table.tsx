import type { Company } from '@bp/shared/contracts/admin.ts';
import { PeopleOutlined } from '../../../components/icons.tsx';
import Typography from '@mui/material/Typography';
import { DataTable, type Column } from '../../../components/data-table/data-table.tsx';
import { adminPaths } from '../model/admin-paths.ts';
import { adminTexts } from '../model/admin-texts.ts';
import { ADMIN_PAGE_SIZE, pageRows } from '../model/page-of.ts';
import { highlightSx } from '../model/table-page.ts';
import { DateCell } from './date-cell.tsx';
import { RowActions } from './row-actions.tsx';

interface CompaniesTableProps {
  companies: readonly Company[];
  page: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  error: string | null;
  highlightId?: number;
  onDelete: (company: Company) => void;
}

/** /admin/companies: Company Name, User Count, Created Date, Last Updated and Actions (spec 000 section 2). */
export function CompaniesTable(props: CompaniesTableProps) {
  const { companies, page, onPageChange, loading, error, highlightId, onDelete } = props;
  const columns: Column<Company>[] = [
    {
      key: 'name',
      header: 'Company Name',
      phone: 'title',
      render: (company) => (
        <Typography sx={{ fontWeight: 600, fontSize: 'inherit' }}>{company.name}</Typography>
      ),
    },
    {
      key: 'user_count',
      header: 'User Count',
      align: 'right',
      width: 120,
      render: (company) => String(company.user_count),
    },
    {
      key: 'created_at',
      header: 'Created Date',
      width: 150,
      render: (company) => <DateCell value={company.created_at} />,
    },
    {
      key: 'updated_at',
      header: 'Last Updated',
      width: 210,
      render: (company) => <DateCell value={company.updated_at} withTime />,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      width: 200,
      phone: 'actions',
      render: (company) => (
        <RowActions
          to={adminPaths.companyUsers(company.id)}
          icon={<PeopleOutlined fontSize="small" />}
          text="View Users"
          linkLabel={`View users of ${company.name}`}
          deleteTooltip="Delete company"
          deleteLabel={`Delete ${company.name}`}
          onDelete={() => onDelete(company)}
        />
      ),
    },
  ];

  return (
    <DataTable
      label="Companies"
      noun="companies"
      columns={columns}
      rows={pageRows(companies, page, ADMIN_PAGE_SIZE)}
      rowKey={(company) => company.id}
      rowSx={(company) => (company.id === highlightId ? highlightSx : undefined)}
      page={page}
      pageSize={ADMIN_PAGE_SIZE}
      total={companies.length}
      onPageChange={onPageChange}
      loading={loading}
      error={error}
      empty={<Typography sx={{ color: 'text.secondary' }}>{adminTexts.noCompanies}</Typography>}
    />
  );
}
