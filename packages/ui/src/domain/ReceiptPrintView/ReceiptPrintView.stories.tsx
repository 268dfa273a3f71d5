import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PRINT_STORY_ARGS } from '../PrintSheet/print-story-args.ts';
import { ReceiptPrintView } from './ReceiptPrintView.tsx';

const meta = {
  title: 'Domain/ReceiptPrintView',
  component: ReceiptPrintView,
  args: {
    ...PRINT_STORY_ARGS,
    receipt: {
      receiptNumber: 118,
      paymentDate: '2026-11-15',
      billNo: 'B-117',
      amount: 1500,
      paymentType: 'ESEWA',
      amountDue: 3000,
      recordedBy: 'Ramesh Shrestha',
      invoice: {
        number: 42,
        planName: 'Standard',
        membershipStartDate: '2026-11-01',
        membershipEndDate: '2027-01-31',
      },
    },
  },
} satisfies Meta<typeof ReceiptPrintView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Part of the invoice paid: the amount, the method, who recorded it, and what is still due. */
export const PartPaid: Story = {
  play: async ({ canvasElement }) => {
    const receipt = within(canvasElement).getByRole('article', { name: 'Receipt #118' });
    await expect(receipt).toHaveTextContent('Paid Nov 15, 2026');
    await expect(receipt).toHaveTextContent('Invoice #42 · Standard');
    await expect(receipt).toHaveTextContent('eSewa');
    await expect(receipt).toHaveTextContent('Ramesh Shrestha');
    const amounts = within(receipt).getByRole('table', { name: 'Amounts' });
    await expect(within(amounts).getByRole('row', { name: /Amount paid/ })).toHaveTextContent('Rs 1,500');
    await expect(within(amounts).getByRole('row', { name: /Still due/ })).toHaveTextContent('Rs 3,000');
  },
};

/** The payment that cleared the invoice, recorded by an account since deleted. */
export const Cleared: Story = {
  args: { receipt: { ...meta.args.receipt, amountDue: 0, recordedBy: null } },
  play: async ({ canvasElement }) => {
    const amounts = within(canvasElement).getByRole('table', { name: 'Amounts' });
    await expect(within(amounts).getByRole('row', { name: /Still due/ })).toHaveTextContent('Cleared');
  },
};
