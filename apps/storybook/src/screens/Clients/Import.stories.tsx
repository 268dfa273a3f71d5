import { expect, userEvent, within } from 'storybook/test';
import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/clients/import') };
export const Typical = {};

/** The hard path: a file of 300 rows with seven bad ones, each row's problems named before anything is imported. */
export const Hard = {
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Choose CSV file' });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(
      input,
      new File(['नाम,मोबाइल नम्बर\nराम,9841000001\n'], 'members.csv', { type: 'text/csv' }),
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'Check rows' }));
    await expect(await canvas.findByText('293 of 300 rows can be imported; 7 have problems.')).toBeVisible();
    await expect(canvas.getByText("'2026-02-30' is a date that does not exist.")).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Import 293 good rows' })).toBeEnabled();
    await expect(canvas.getByRole('combobox', { name: 'Notes' })).toHaveDisplayValue('Not imported');
  },
};
