import { lazy, Suspense } from 'react';
import { useIsMobile } from '../../hooks/useMediaQuery.ts';
import type { Table as EagerTable, TableProps } from '../Table/Table.tsx';
import * as styles from './ResponsiveList.css.ts';

// The table (react-aria's grid, its keyboard and selection code) is fetched only where it is shown,
// above 600 px: a phone gets the cards and never downloads it. Typed as the generic Table it loads.
const Table = lazy(() =>
  import('../Table/Table.tsx').then((module) => ({ default: module.Table })),
) as unknown as typeof EagerTable;

export type ResponsiveListProps<Item> = TableProps<Item> & {
  /** 'auto' follows the screen width: cards below the desktop breakpoint (600 px). */
  layout?: 'auto' | 'table' | 'cards';
};

/**
 * A table on wider screens and a list of cards up to 600 px, from the same columns: each card
 * shows the row-header column as its title and the other columns as labelled lines.
 */
export function ResponsiveList<Item extends object>({
  layout = 'auto',
  ...props
}: ResponsiveListProps<Item>) {
  const mobile = useIsMobile();
  if (layout === 'table' || (layout === 'auto' && !mobile)) {
    return (
      // The empty placeholder is marked, so a test can wait for the table to arrive.
      <Suspense fallback={<div data-on-demand-pending="" />}>
        <Table {...props} />
      </Suspense>
    );
  }
  const { label, columns, items, rowKey, onRowAction } = props;
  const title = columns.find((column) => column.isRowHeader) ?? columns[0];
  const details = columns.filter((column) => column !== title);
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => {
        const key = rowKey(item);
        return (
          <li key={key} className={styles.card}>
            {onRowAction ? (
              <button type="button" className={styles.titleButton} onClick={() => onRowAction(key)}>
                {title?.cell(item)}
              </button>
            ) : (
              <div className={styles.title}>{title?.cell(item)}</div>
            )}
            <dl className={styles.details}>
              {details.map((column) => (
                <div key={column.id} className={styles.detail({ long: column.long ?? false })}>
                  <dt className={styles.term}>{column.title}</dt>
                  <dd className={styles.value({ long: column.long ?? false })}>{column.cell(item)}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
