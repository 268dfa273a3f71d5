import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlersFor } from '../../fixtures/handlers.ts';
import { mockApi } from '../../fixtures/mock-api.ts';
import { screenMeta } from '../../screen-story.tsx';

// The second step of 'Forgot Password?': the number is in the address once the code was sent.
export default { ...screenMeta('/forgot-password?phone=9841234567', 'visitor') };

/** The code from the SMS and the new password, twice. */
export const Typical = {};

const WRONG_CODE = 'This code is wrong or has expired. Check it, or ask for a new one.';

/** The hard path: the server refuses the code, and says so at the field. */
export const Hard = {
  beforeEach: async () => {
    await mockApi([
      http.post('/api/auth/password-reset', () =>
        HttpResponse.json(
          {
            message: WRONG_CODE,
            code: 'VALIDATION_ERROR',
            details: [{ field: 'code', message: WRONG_CODE }],
          },
          { status: 400 },
        ),
      ),
      ...handlersFor('hard'),
    ]);
  },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Code from the SMS/ }), '000000');
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'a-new-password-7');
    await userEvent.type(canvas.getByLabelText(/^Confirm New Password/), 'a-new-password-7');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    const code = canvas.getByRole('textbox', { name: /^Code from the SMS/ });
    // Said twice: at the field, and in the toast (which may come a moment later: wait for both, so
    // the picture has both).
    await waitFor(() => expect(within(document.body).getAllByText(WRONG_CODE)).toHaveLength(2));
    await expect(code).toHaveAttribute('aria-invalid', 'true');
  },
};
