import { expect, userEvent, within } from 'storybook/test';
import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/signup', 'visitor') };
export const Typical = {};

/** The hard path: an owner in Sri Lanka, whose district list is Sri Lanka's. */
export const Hard = {
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Country' }), 'Sri Lanka');
    const district = await canvas.findByRole('option', { name: 'Kandy' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^District/ }), district);
    await expect(canvas.queryByRole('option', { name: 'Kathmandu' })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: /^District/ })).toHaveValue(
      district.getAttribute('value'),
    );
  },
};
