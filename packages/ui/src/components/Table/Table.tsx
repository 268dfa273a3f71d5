import type { ReactNode } from 'react';
import {
  Table as AriaTable,
  Cell,
  Column,
  Row,
  type SortDescriptor,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import * as styles from './Table.css.ts';

/** Where a column's title and cells sit: 'end' for amounts and counts. */
export const tableAlignments = ['start', 'end'] as const;
export type TableAlignment = (typeof tableAlignments)[number];

export interface TableColumn<Item> {
  id: string;
  title: string;
  cell: (item: Item) => ReactNode;
  /** A header click sorts by this column; a second click reverses the order. */
  sortable?: boolean;
  /** The column that names the row for screen readers (usually the name). */
  isRowHeader?: boolean;
  align?: TableAlignment;
  /**
   * Free text of any length (a message, notes): the column takes half the table's width and its
   * text wraps anywhere, even inside a word or number too long for the line.
   */
  long?: boolean;
}

export type SortDirection = 'ascending' | 'descending';
export interface TableSort {
  column: string;
  direction: SortDirection;
}

export interface TableProps<Item> {
  /** Names the table for assistive technology, e.g. 'Clients'. */
  label: string;
  columns: readonly TableColumn<Item>[];
  items: readonly Item[];
  rowKey: (item: Item) => string | number;
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /** Opens a row (Enter or a click), e.g. the client page. */
  onRowAction?: (key: string | number) => void;
}

/** A data table with keyboard navigation, sortable headers and an optional row action. */
export function Table<Item extends object>({
  label,
  columns,
  items,
  rowKey,
  sort,
  onSortChange,
  onRowAction,
}: TableProps<Item>) {
  const descriptor: SortDescriptor | undefined = sort
    ? { column: sort.column, direction: sort.direction }
    : undefined;
  return (
    <div className={styles.scroller}>
      <AriaTable
        aria-label={label}
        className={styles.table}
        {...(descriptor ? { sortDescriptor: descriptor } : {})}
        onSortChange={(next) => onSortChange?.({ column: String(next.column), direction: next.direction })}
        {...(onRowAction ? { onRowAction: (key) => onRowAction(key as string | number) } : {})}
      >
        <TableHeader className={styles.header}>
          {columns.map((column) => (
            <Column
              key={column.id}
              id={column.id}
              isRowHeader={column.isRowHeader ?? false}
              allowsSorting={column.sortable ?? false}
              className={styles.column({ align: column.align ?? 'start', long: column.long ?? false })}
            >
              {({ sortDirection, allowsSorting }) => (
                <span className={styles.columnTitle}>
                  {column.title}
                  {allowsSorting ? (
                    <span aria-hidden="true" className={styles.sortArrow}>
                      {sortDirection === 'ascending' ? '▲' : sortDirection === 'descending' ? '▼' : '↕'}
                    </span>
                  ) : null}
                </span>
              )}
            </Column>
          ))}
        </TableHeader>
        <TableBody className={styles.body}>
          {items.map((item) => (
            <Row
              key={rowKey(item)}
              id={rowKey(item)}
              className={styles.row({ clickable: Boolean(onRowAction) })}
            >
              {columns.map((column) => (
                <Cell
                  key={column.id}
                  className={styles.cell({ align: column.align ?? 'start', long: column.long ?? false })}
                >
                  {column.cell(item)}
                </Cell>
              ))}
            </Row>
          ))}
        </TableBody>
      </AriaTable>
    </div>
  );
}
