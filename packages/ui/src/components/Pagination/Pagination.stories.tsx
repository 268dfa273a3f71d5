import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination.tsx';

function Paged({ totalElements }: { totalElements: number }) {
  const [pageNo, setPageNo] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  return (
    <Pagination
      pageNo={pageNo}
      pageSize={pageSize}
      totalElements={totalElements}
      onPageChange={setPageNo}
      pageSizeOptions={[5, 10, 25, 50, 100]}
      onPageSizeChange={setPageSize}
    />
  );
}

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { pageNo: 0, pageSize: 25, totalElements: 60, onPageChange: () => undefined },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Previous and Next move a page and are disabled at the ends; a new page size starts again at page 1. */
export const PreviousNext: Story = {
  render: () => <Paged totalElements={60} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous' });
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(previous).toBeDisabled();
    await expect(canvas.getByText('1–25 of 60')).toBeVisible();
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(canvas.getByText('51–60 of 60')).toBeVisible();
    await expect(next).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '10');
    await expect(canvas.getByText('1–10 of 60')).toBeVisible();
  },
};

export const Empty: Story = { args: { totalElements: 0 } };

/** In Nepali: the design system's words come from the app's catalog (decision 0053). */
export const InNepali: Story = {
  parameters: { language: 'ne' },
  render: () => <Paged totalElements={60} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'अर्को' })).toBeEnabled();
    await expect(canvas.getByText('60 मध्ये 1–25')).toBeVisible();
  },
};
