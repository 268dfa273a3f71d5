import * as styles from '../Table/Table.css.ts';
import type { TableColumn } from '../Table/Table.tsx';

export interface StaticTableProps<Item> {
  /** Names the table for assistive technology, e.g. 'Income and expense by tag'. */
  label: string;
  /** Sorting does not apply here: `sortable` is not read. */
  columns: readonly TableColumn<Item>[];
  items: readonly Item[];
  rowKey: (item: Item) => string | number;
}

/**
 * A read-only table of a few rows, looking like `Table`: plain HTML (`<th scope>` headers, the label
 * as its name), which screen readers navigate with their own table commands. No focus stops, no
 * selection or sorting, and none of react-aria's grid code: for figures to read, not to act on.
 */
export function StaticTable<Item>({ label, columns, items, rowKey }: StaticTableProps<Item>) {
  return (
    <div className={styles.scroller}>
      <table aria-label={label} className={styles.table}>
        <thead className={styles.header}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={styles.column({ align: column.align ?? 'start', long: column.long ?? false })}
              >
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.body}>
          {items.map((item) => (
            <tr key={rowKey(item)} className={styles.row({ clickable: false })}>
              {columns.map((column) => {
                const className = styles.cell({ align: column.align ?? 'start', long: column.long ?? false });
                return column.isRowHeader ? (
                  <th key={column.id} scope="row" className={`${className} ${styles.rowHeader}`}>
                    {column.cell(item)}
                  </th>
                ) : (
                  <td key={column.id} className={className}>
                    {column.cell(item)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
