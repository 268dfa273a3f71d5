import { useUiTexts } from '../../texts/UiTextsProvider.tsx';
import { Button } from '../Button/Button.tsx';
import { Select } from '../Select/Select.tsx';
import * as styles from './Pagination.css.ts';
import { PAGINATION_TEXTS } from './pagination-texts.ts';

export interface PaginationProps {
  /** Zero-based, as the API counts pages. */
  pageNo: number;
  pageSize: number;
  totalElements: number;
  onPageChange: (pageNo: number) => void;
  /** With options, a 'Rows per page' choice; changing it returns to the first page. */
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  /** The navigation's name; two lists on one page need two ('Invoices pages', 'Activity pages'). */
  label?: string;
}

export const totalPages = (totalElements: number, pageSize: number) =>
  Math.max(1, Math.ceil(totalElements / pageSize));

/** 'Rows per page', the range shown, and Previous / Next. */
export function Pagination({
  pageNo,
  pageSize,
  totalElements,
  onPageChange,
  pageSizeOptions,
  onPageSizeChange,
  label,
}: PaginationProps) {
  const texts = useUiTexts(PAGINATION_TEXTS);
  const pages = totalPages(totalElements, pageSize);
  const first = totalElements === 0 ? 0 : pageNo * pageSize + 1;
  const last = Math.min(totalElements, (pageNo + 1) * pageSize);
  return (
    <nav className={styles.bar} aria-label={label ?? texts.pagination}>
      {pageSizeOptions && onPageSizeChange ? (
        <div className={styles.size}>
          <Select
            label={texts.rowsPerPage}
            options={pageSizeOptions.map((size) => ({ id: size, label: String(size) }))}
            selectedKey={pageSize}
            onSelectionChange={(key) => {
              onPageSizeChange(Number(key));
              onPageChange(0);
            }}
          />
        </div>
      ) : null}
      <span className={styles.range} aria-live="polite">
        {texts.range(first, last, totalElements)}
      </span>
      <div className={styles.buttons}>
        <Button
          variant="secondary"
          size="small"
          isDisabled={pageNo <= 0}
          onPress={() => onPageChange(pageNo - 1)}
        >
          {texts.previous}
        </Button>
        <Button
          variant="secondary"
          size="small"
          isDisabled={pageNo >= pages - 1}
          onPress={() => onPageChange(pageNo + 1)}
        >
          {texts.next}
        </Button>
      </div>
    </nav>
  );
}
