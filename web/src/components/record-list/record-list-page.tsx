import { Add } from '../icons.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { errorText } from '../../lib/api-error.ts';
import { usePagedSearchParams } from '../../lib/use-paged-search-params.ts';
import type { CsvEntity } from '../csv-import/csv-entities.ts';
import { ExportCsvButton } from '../csv-import/export-csv-button.tsx';
import { ImportCsvButton } from '../csv-import/import-csv-button.tsx';
import { DataTable, type Column } from '../data-table/data-table.tsx';
import { EmptyState } from '../data-table/empty-state.tsx';
import { PageHeader } from '../page-header.tsx';
import { SearchInput } from '../search-input/search-input.tsx';

export interface RecordPage<T> {
  items: T[];
  total: number;
}

export interface RecordListPageProps<T extends { id: number; name: string }> {
  title: string;
  subtitle: string;
  /** Import CSV, Export CSV (with the search) and the query keys they refresh. */
  csvEntity: CsvEntity;
  addPath: string;
  addLabel: string;
  searchPlaceholder: string;
  /** 'customers': the table's name is its capitalised form, 'Showing 1 to 3 of 3 customers'. */
  noun: string;
  pageSize: number;
  columns: readonly Column<T>[];
  /** The feature's list query hook for a page and a search (useCustomers, say). */
  useList: (params: { page: number; search: string }) => UseQueryResult<RecordPage<T>>;
  loadError: (reason: string) => string;
  /** The empty list's hint when nothing has been added yet. */
  emptyHint: string;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A searchable, paged list of named records with Import CSV, Export CSV and Add (spec 000
 * section 2's shared list behaviour). Customers and suppliers are this page with their columns.
 */
export function RecordListPage<T extends { id: number; name: string }>(props: RecordListPageProps<T>) {
  const { title, subtitle, csvEntity, addPath, addLabel, searchPlaceholder, noun, pageSize, useList } = props;
  const { page, search, setPage, setSearch } = usePagedSearchParams();
  const list = useList({ page, search });

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <>
            <ImportCsvButton entity={csvEntity} />
            <ExportCsvButton entity={csvEntity} query={{ search: search || undefined }} />
            <Button component={RouterLink} to={addPath} variant="contained" startIcon={<Add />}>
              {addLabel}
            </Button>
          </>
        }
      />
      <Box sx={{ mb: 2 }}>
        <SearchInput value={search} onSearch={setSearch} placeholder={searchPlaceholder} />
      </Box>
      <DataTable
        label={capitalised(noun)}
        columns={props.columns}
        rows={list.data?.items ?? []}
        rowKey={(row) => row.id}
        noun={noun}
        page={page}
        pageSize={pageSize}
        total={list.data?.total ?? 0}
        onPageChange={setPage}
        loading={list.isPending}
        error={list.isError ? props.loadError(errorText(list.error)) : null}
        empty={
          search ? (
            <EmptyState
              message={`No ${noun} found matching "${search}"`}
              hint="Try a different search term"
            />
          ) : (
            <EmptyState message={`No ${noun} yet`} hint={props.emptyHint} />
          )
        }
      />
    </>
  );
}
