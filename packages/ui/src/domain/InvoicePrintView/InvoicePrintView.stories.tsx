import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PRINT_STORY_ARGS } from '../PrintSheet/print-story-args.ts';
import { InvoicePrintView } from './InvoicePrintView.tsx';

const meta = {
  title: 'Domain/InvoicePrintView',
  component: InvoicePrintView,
  args: {
    ...PRINT_STORY_ARGS,
    // Made at 04:40 in Kathmandu on Nov 1, which is still Oct 31 in UTC: issued Nov 1.
    invoice: {
      number: 42,
      createdAt: '2026-10-31T22:55:00Z',
      planName: 'Standard',
      membershipStartDate: '2026-11-01',
      membershipEndDate: '2027-01-31',
      totalAmount: 7500,
      discountedAmount: 7000,
      amountPaid: 4000,
      amountDue: 3000,
    },
    payments: [
      { id: 1, billNo: 'B-101', amount: 2500, paymentDate: '2026-11-01', paymentType: 'CASH' },
      { id: 2, billNo: 'B-117', amount: 1500, paymentDate: '2026-11-15', paymentType: 'ESEWA' },
    ],
  },
} satisfies Meta<typeof InvoicePrintView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Part paid: the discount, what was paid, and the amount still due. */
export const PartPaid: Story = {
  play: async ({ canvasElement }) => {
    const invoice = within(canvasElement).getByRole('article', { name: 'Invoice #42' });
    await expect(invoice).toHaveTextContent('Issued Nov 1, 2026');
    const amounts = within(invoice).getByRole('table', { name: 'Amounts' });
    await expect(within(amounts).getByRole('row', { name: /Discount/ })).toHaveTextContent('Rs 500');
    await expect(within(amounts).getByRole('row', { name: /Due/ })).toHaveTextContent('Rs 3,000');
    await expect(within(invoice).getByRole('table', { name: 'Payments' })).toHaveTextContent('B-117');
  },
};

export const Cleared: Story = {
  args: {
    invoice: { ...meta.args.invoice, amountPaid: 7000, amountDue: 0 },
  },
  play: async ({ canvasElement }) => {
    const amounts = within(canvasElement).getByRole('table', { name: 'Amounts' });
    await expect(within(amounts).getByRole('row', { name: /Due/ })).toHaveTextContent('Cleared');
  },
};

export const NoPayments: Story = {
  args: { payments: [], invoice: { ...meta.args.invoice, amountPaid: 0, amountDue: 7000 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('No payments recorded yet: the whole Rs 7,000 is due.');
  },
};
