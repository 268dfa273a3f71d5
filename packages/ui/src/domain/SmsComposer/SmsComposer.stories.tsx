import { DUES_REMINDER_PLACEHOLDERS, placeholderValues, RECEIPT_PLACEHOLDERS } from '@gym/sms-segments';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { counterFigures } from '../SmsCounter/read-figures.ts';
import { SmsComposer, type SmsComposerProps, type SmsPreview } from './SmsComposer.tsx';

function Composer({
  initial = '',
  preview,
  placeholders,
}: {
  initial?: string;
  preview?: SmsPreview;
  placeholders?: SmsComposerProps['placeholders'];
}) {
  const [value, setValue] = useState(initial);
  return (
    <SmsComposer
      value={value}
      onChange={setValue}
      {...(preview ? { preview } : {})}
      {...(placeholders ? { placeholders } : {})}
    />
  );
}

const meta = {
  title: 'Domain/SmsComposer',
  component: SmsComposer,
  args: { value: '', onChange: () => undefined },
} satisfies Meta<typeof SmsComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A placeholder goes in at the cursor, and the counter follows the text (the only count shown). */
export const PlaceholderAtCursor: Story = {
  render: () => <Composer />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(area, 'Dear , your plan ends soon.');
    (area as HTMLTextAreaElement).setSelectionRange(5, 5);
    await userEvent.click(canvas.getByRole('button', { name: '{client_name}' }));
    await expect(area).toHaveValue('Dear {client_name}, your plan ends soon.');
    await expect(counterFigures(canvasElement)).toMatchObject({ Characters: '40 / 720', Pages: '1' });
    // The specification's counter is the only count: TextArea's own line is left out.
    await expect(canvas.queryByText(/^\d+ \/ 720 characters$/)).toBeNull();
  },
};

/** Typing stops at 720 characters. */
export const AtTheLimit: Story = {
  render: () => <Composer initial={'b'.repeat(719)} />,
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.type(area, 'xyz');
    await expect((area as HTMLTextAreaElement).value.length).toBe(720);
    await expect(counterFigures(canvasElement)).toMatchObject({ Remaining: '0' });
  },
};

/** The message as a client reads it: {expiry_date} in the gym's date format, as the server fills it. */
export const Preview: Story = {
  render: () => (
    <Composer
      initial="Dear {client_name}, your membership at {business_name} ends on {expiry_date}."
      preview={{
        values: placeholderValues(
          { clientName: 'Member', membershipEndDate: '2026-11-13' },
          { name: 'Himal Gym', dates: { timeZone: 'Asia/Kathmandu' } },
        ),
        note: 'Each client gets their own name and membership end date.',
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    // A <figure> named by its caption (testing-library's role table has no figure: found by its caption).
    const preview = within(canvasElement).getByText('Preview', { selector: 'figcaption' }).closest('figure');
    await expect(preview).toHaveTextContent(
      'Dear Member, your membership at Himal Gym ends on Nov 13, 2026.',
    );
  },
};

/**
 * A message that knows what its client owes (Send SMS, the dues reminder) gets an {amount_due}
 * button; the preview writes it as money in the gym's currency.
 */
export const AmountDue: Story = {
  render: () => (
    <Composer
      initial="Dear {client_name}, please pay "
      placeholders={DUES_REMINDER_PLACEHOLDERS}
      preview={{
        values: placeholderValues(
          { clientName: 'Sita', membershipEndDate: '2026-11-13', amountDue: 150000.5 },
          { name: 'Himal Gym', dates: { timeZone: 'Asia/Kathmandu' }, currency: 'NPR' },
        ),
        note: 'Each client gets what they owe.',
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Message' });
    (area as HTMLTextAreaElement).setSelectionRange(31, 31);
    await userEvent.click(canvas.getByRole('button', { name: '{amount_due}' }));
    await expect(area).toHaveValue('Dear {client_name}, please pay {amount_due}');
    const preview = canvas.getByText('Preview', { selector: 'figcaption' }).closest('figure');
    await expect(preview).toHaveTextContent('Dear Sita, please pay Rs 1,50,000.50');
  },
};

/** A payment's receipt: its template may also name the amount, the receipt number and what is due. */
export const ReceiptPlaceholders: Story = {
  render: () => <Composer initial="Received {amount}, receipt #" placeholders={RECEIPT_PLACEHOLDERS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Message' });
    (area as HTMLTextAreaElement).setSelectionRange(28, 28);
    await userEvent.click(canvas.getByRole('button', { name: '{receipt_number}' }));
    await expect(area).toHaveValue('Received {amount}, receipt #{receipt_number}');
    await expect(canvas.getByRole('button', { name: '{amount_due}' })).toBeVisible();
  },
};
