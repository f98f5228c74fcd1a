import { materialMessages } from '@bp/shared/contracts/materials.ts';
import { Add as AddIcon } from '../../../components/icons.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { ExportCsvButton } from '../../../components/csv-import/export-csv-button.tsx';
import { ImportCsvButton } from '../../../components/csv-import/import-csv-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchInput, type SearchInputHandle } from '../../../components/search-input/search-input.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useMaterialsList } from '../api/list-materials.ts';
import { MaterialsEmptyState } from '../components/materials-empty-state.tsx';
import { MaterialsTable } from '../components/materials-table.tsx';
import { ProductGroupFilter } from '../components/product-group-filter.tsx';
import {
  MATERIAL_TABS,
  changeFilter,
  lastPage,
  listQuery,
  readListState,
  writeListState,
  type MaterialsListState,
  type MaterialsTab,
} from '../model/list-state.ts';

/** /materials: search, type tabs, Show archived, product group, 10 per page (spec 000 section 2). */
export function MaterialsPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const state = readListState(params);
  const query = listQuery(state);
  const list = useMaterialsList(query);

  const searchBox = useRef<SearchInputHandle>(null);

  const show = (next: MaterialsListState, replace = false) => setParams(writeListState(next), { replace });
  // A tab or Show archived change takes what is typed along, so a search still waiting out its
  // pause cannot fire later and bring back the filters from before the click.
  const changeFilters = (change: Partial<Pick<MaterialsListState, 'tab' | 'showArchived' | 'group'>>) =>
    show(changeFilter(state, { ...change, search: searchBox.current?.flush() ?? state.search }));

  // A page past the end (its last rows were archived elsewhere, say): go to the last page.
  const total = list.data?.total ?? 0;
  const pastTheEnd =
    !list.isPlaceholderData &&
    list.data !== undefined &&
    list.data.items.length === 0 &&
    total > 0 &&
    state.page > 1;
  useEffect(() => {
    if (pastTheEnd) setParams(writeListState({ ...state, page: lastPage(total) }), { replace: true });
  }, [pastTheEnd, total, state, setParams]);

  return (
    <>
      <PageHeader
        title="Materials"
        subtitle="Ingredients, packaging and finished goods."
        actions={
          <>
            <ImportCsvButton entity="materials" />
            <ExportCsvButton
              entity="materials"
              query={{
                search: query.search,
                material_type: query.material_type,
                include_archived: query.include_archived,
                product_group: query.product_group,
              }}
            />
            <Button
              component={Link}
              to={state.tab === 'all' ? '/materials/new' : `/materials/new?type=${state.tab}`}
              state={{ listSearch: location.search }}
              variant="contained"
              startIcon={<AddIcon />}
            >
              Add Material
            </Button>
          </>
        }
      />

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <Box sx={{ flex: '1 1 320px' }}>
          <SearchInput
            ref={searchBox}
            value={state.search}
            placeholder={materialMessages.searchPlaceholder}
            onSearch={(search) => show(changeFilter(state, { search }), true)}
          />
        </Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={state.showArchived}
              onChange={(event) => changeFilters({ showArchived: event.target.checked })}
            />
          }
          label="Show archived"
        />
        <ProductGroupFilter value={state.group} onChange={(group) => changeFilters({ group })} />
      </Box>

      <Tabs
        value={state.tab}
        onChange={(_event, tab: MaterialsTab) => changeFilters({ tab })}
        aria-label="Material types"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {MATERIAL_TABS.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} />
        ))}
      </Tabs>

      <Box sx={{ height: 4, mb: 0.5 }}>
        {list.isFetching && !list.isPending ? <LinearProgress aria-label="Updating" /> : null}
      </Box>
      <MaterialsTable
        tab={state.tab}
        rows={list.data?.items ?? []}
        total={total}
        page={state.page}
        onPageChange={(page) => show({ ...state, page })}
        loading={list.isPending}
        error={list.error ? materialMessages.loadError(errorText(list.error)) : null}
        empty={<MaterialsEmptyState state={state} />}
        listSearch={location.search}
      />
    </>
  );
}
