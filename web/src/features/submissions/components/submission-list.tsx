import {
  SUBMISSION_SCREEN_PAGE_SIZE,
  type SubmissionFilter,
} from '@bp/shared/contracts/submissions/common.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/data-table/data-table.tsx';
import { EmptyState } from '../../../components/data-table/empty-state.tsx';
import { SearchInput } from '../../../components/search-input/search-input.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { usePagedSearchParams } from '../../../lib/use-paged-search-params.ts';
import type { WideSubmission } from '../api/submission-calls.ts';
import { useSubmissionList } from '../api/submission-queries.ts';
import { lotsText, partiesText, partyHeading, searchPlaceholder, summaryOf } from '../model/list-summary.ts';
import { createdText, submissionBadge, submissionTypeLabel } from '../model/submission-badge.ts';
import { manualPath, transcribedPath, type ScreenKind } from '../model/screen-kinds.ts';

type Item = WideSubmission;
type Filter = SubmissionFilter | 'all';

const TABS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'review', label: 'Needs Review' },
  { value: 'verified', label: 'Verified' },
];

/** The document's own facts (issue 22 item 4): who, when, which lots, how many rows. */
const summaryColumns = (kind: ScreenKind): Column<Item>[] => {
  const party = partyHeading(kind.spec);
  return [
    ...(party ? [{ key: 'party', header: party, render: (s: Item) => partiesText(summaryOf(s)) }] : []),
    { key: 'date', header: 'Date', render: (s) => summaryOf(s)?.date ?? '' },
    { key: 'lots', header: 'Lots', render: (s) => lotsText(summaryOf(s)) },
    { key: 'rows', header: 'Rows', align: 'right', render: (s) => summaryOf(s)?.row_count ?? '' },
  ];
};

const columnsFor = (kind: ScreenKind): Column<Item>[] => [
  { key: 'id', header: 'ID', phone: 'title', render: (s) => `#${s.id}` },
  ...summaryColumns(kind),
  { key: 'submission_type', header: 'Type', render: (s) => submissionTypeLabel(s.submission_type) },
  {
    key: 'status',
    header: 'Status',
    render: (s) => {
      const badge = submissionBadge(s);
      return <Chip size="small" color={badge.color} label={badge.label} />;
    },
  },
  { key: 'created_at', header: 'Created', render: (s) => createdText(s.created_at) },
  {
    key: 'actions',
    header: 'Actions',
    phone: 'actions',
    render: (s) =>
      s.submission_status === 'verified' ? (
        <Typography variant="body2" sx={{ color: 'success.dark', whiteSpace: 'nowrap' }}>
          ✓ Verified
        </Typography>
      ) : (
        <Button
          size="small"
          component={Link}
          to={s.submission_type === 'transcription' ? transcribedPath(kind, s.id) : manualPath(kind, s.id)}
          aria-label={`Edit submission #${s.id}`}
        >
          Edit
        </Button>
      ),
  },
];

/** Spec 001 section 2's submission list: tabs, Show archived, badges, 10 per page. */
export function SubmissionList({ kind }: { kind: ScreenKind }) {
  const [filter, setFilter] = useState<Filter>('all');
  const [includeArchived, setIncludeArchived] = useState(false);
  // Page and search live in the address, so a reload or Back shows the same page of matches.
  const { page, search, setPage, setSearch } = usePagedSearchParams();
  const pageSize = SUBMISSION_SCREEN_PAGE_SIZE;
  const list = useSubmissionList(kind.name, {
    page,
    page_size: pageSize,
    filter_type: filter === 'all' ? undefined : filter,
    include_archived: includeArchived,
    ...(search ? { search } : {}),
  });
  const placeholder = searchPlaceholder(kind.spec);

  return (
    <Box component="section" aria-labelledby={`${kind.name}-list-title`}>
      <Typography id={`${kind.name}-list-title`} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {kind.listTitle}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Tabs
          value={filter}
          onChange={(_e, value: Filter) => {
            setFilter(value);
            setPage(1);
          }}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={`${kind.listTitle} filter`}
          sx={{ flex: '1 1 auto', minWidth: 0 }}
        >
          {TABS.map((t) => (
            <Tab key={t.value} value={t.value} label={t.label} />
          ))}
        </Tabs>
        <FormControlLabel
          control={
            <Checkbox
              checked={includeArchived}
              onChange={(e) => {
                setIncludeArchived(e.target.checked);
                setPage(1);
              }}
            />
          }
          label="Show archived"
        />
        <Box sx={{ flex: '1 1 260px', maxWidth: { sm: 360 } }}>
          <SearchInput
            value={search}
            onSearch={setSearch}
            placeholder={placeholder}
            label={`Search ${kind.listTitle}`}
          />
        </Box>
      </Box>
      <DataTable
        label={kind.listTitle}
        columns={columnsFor(kind)}
        rows={list.data?.items ?? []}
        rowKey={(s) => s.id}
        noun="submissions"
        page={page}
        pageSize={pageSize}
        total={list.data?.total ?? 0}
        onPageChange={setPage}
        loading={list.isPending}
        error={list.error ? `Error loading submissions: ${errorText(list.error)}` : null}
        empty={
          search ? (
            <EmptyState
              message={`No submissions found matching "${search}"`}
              hint="Try a different search term"
            />
          ) : (
            <EmptyState message={kind.emptyText} hint={kind.emptyHint} />
          )
        }
      />
    </Box>
  );
}
