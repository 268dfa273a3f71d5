import { Pagination, ResponsiveList, Select, Stack, type TableColumn, useIsMobile } from '@gym/ui';
import type { PagedSort, SortOrder } from './url-list-state.ts';

/** An order offered on phones, where the cards have no sortable headers: 'column:asc' or 'column:desc'. */
export interface SortChoice<Column extends string> {
  id: `${Column}:${SortOrder}`;
  label: string;
}

export interface SortedPagedListProps<Item, Column extends string> {
  label: string;
  columns: readonly TableColumn<Item>[];
  items: readonly Item[];
  rowKey: (item: Item) => string | number;
  onRowAction?: (key: string | number) => void;
  /** The list's place, as the URL keeps it. */
  state: PagedSort<Column>;
  sortChoices: readonly SortChoice<Column>[];
  pageSizes: readonly number[];
  totalElements: number;
  onChange: (change: Partial<PagedSort<Column>>) => void;
}

/**
 * One page of a server-sorted list: the table (cards up to 600 px) with sortable headers, on phones a
 * 'Sort by' choice instead, and the pagination with its 'Rows per page'.
 */
export function SortedPagedList<Item extends object, Column extends string>({
  state,
  sortChoices,
  pageSizes,
  totalElements,
  onChange,
  ...list
}: SortedPagedListProps<Item, Column>) {
  const mobile = useIsMobile();
  const toOrder = (direction: 'ascending' | 'descending'): SortOrder =>
    direction === 'ascending' ? 'asc' : 'desc';
  return (
    <Stack gap="medium">
      {mobile ? (
        <Select
          label="Sort by"
          options={sortChoices}
          selectedKey={`${state.sortBy}:${state.sortOrder}`}
          onSelectionChange={(key) => {
            const [sortBy, sortOrder] = String(key).split(':') as [Column, SortOrder];
            onChange({ sortBy, sortOrder });
          }}
        />
      ) : null}
      <ResponsiveList
        {...list}
        sort={{ column: state.sortBy, direction: state.sortOrder === 'asc' ? 'ascending' : 'descending' }}
        onSortChange={(sort) =>
          onChange({ sortBy: sort.column as Column, sortOrder: toOrder(sort.direction) })
        }
      />
      <Pagination
        pageNo={state.page}
        pageSize={state.rowsPerPage}
        totalElements={totalElements}
        onPageChange={(page) => onChange({ page })}
        pageSizeOptions={pageSizes}
        onPageSizeChange={(rowsPerPage) => onChange({ rowsPerPage })}
      />
    </Stack>
  );
}
