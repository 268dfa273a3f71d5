import { expect, userEvent, within } from 'storybook/test';
import { screenMeta } from '../../screen-story.tsx';

// Invoice 2 (2,000 still due): 'Pay online' with the gym's gateways and the invoice's links, below
// the printed invoice (the QR code's story scrolls to it).
export default { ...screenMeta('/clients/2/invoices/2') };
export const Typical = {};
export const Hard = {};

// 'Show QR code' makes a link and shows it as a QR code for the member's camera.
export const TypicalQrCode = {
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    // The screen, then its card and the QR code's drawing, are chunks loaded on demand.
    await userEvent.click(await canvas.findByRole('button', { name: 'Show QR code' }, { timeout: 10_000 }));
    const code = await canvas.findByRole('img', { name: /QR code to pay/ }, { timeout: 10_000 });
    // The card is below the printed invoice: the picture is taken of it.
    code.scrollIntoView({ block: 'center' });
    await expect(code).toBeVisible();
  },
};
