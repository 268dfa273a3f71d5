import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/Button.tsx';
import { palette } from '../../theme/tokens.ts';
import { CropDialog, type CropDialogProps } from './CropDialog.tsx';

/** A made-up 800x600 logo drawn on a canvas, so the stories need no image files. */
async function makeImage(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 800;
  canvas.height = 600;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.fillStyle = palette.blue700;
  context.fillRect(0, 0, 800, 600);
  context.fillStyle = palette.green700;
  context.beginPath();
  context.arc(400, 300, 180, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = palette.white;
  context.font = 'bold 120px sans-serif';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText('GYM', 400, 300);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the test image could not be encoded');
  return new File([blob], 'logo.png', { type: 'image/png' });
}

/** The gym form's use: pick a file, crop it, see the result. */
function ImagePicker(args: CropDialogProps) {
  const [file, setFile] = useState<Blob | null>(args.file);
  const [result, setResult] = useState<{ url: string; width: number; height: number } | null>(null);
  useEffect(() => () => (result ? URL.revokeObjectURL(result.url) : undefined), [result]);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, alignItems: 'flex-start' }}>
      <FileTrigger acceptedFileTypes={['image/*']} onSelect={(files) => setFile(files?.[0] ?? null)}>
        <Button variant="secondary">Choose logo</Button>
      </FileTrigger>
      {result ? (
        <img src={result.url} width={result.width} height={result.height} alt="Cropped logo" />
      ) : null}
      <CropDialog
        {...args}
        file={file}
        onCancel={() => {
          setFile(null);
          args.onCancel();
        }}
        onSave={(image, shape) => {
          setFile(null);
          setResult({ url: URL.createObjectURL(image), width: shape.width, height: shape.height });
          return args.onSave(image, shape);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Domain/CropDialog',
  component: CropDialog,
  args: { file: null, onCancel: fn(), onSave: fn() },
  loaders: [async () => ({ image: await makeImage() })],
  render: (args, { loaded }) => <ImagePicker {...args} file={(loaded.image as File | undefined) ?? null} />,
} satisfies Meta<typeof CropDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** The file chooser's input that FileTrigger keeps hidden beside its button. */
function fileInput(root: HTMLElement): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** Waits for the image to load (the button is disabled until the frame is known) and presses it. */
async function cropAndSave() {
  const dialog = await page().findByRole('dialog', { name: 'Crop image' });
  const save = within(dialog).getByRole('button', { name: 'Crop & Save' });
  await waitFor(() => expect(save).toBeEnabled(), { timeout: 5000 });
  await userEvent.click(save);
}

/**
 * The saved blob: its type, and its size once decoded. The dialog has closed by then, so the
 * story's picture is taken of the settled screen, never of the dialog on its way out.
 */
async function savedImage(onSave: CropDialogProps['onSave']) {
  await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1), { timeout: 5000 });
  await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
  const [blob, shape] = mocked(onSave).mock.calls[0] ?? [];
  if (!blob || !shape) throw new Error('onSave was called without an image');
  const bitmap = await createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return { blob, shape, size };
}

/** The colour at a pixel of a decoded image, as [r, g, b]. */
async function pixelAt(blob: Blob, x: number, y: number): Promise<number[]> {
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3));
}

/** Whether two colours are the same within JPEG's loss. */
function near(actual: number[], hex: string): boolean {
  const expected = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return actual.every((channel, i) => Math.abs(channel - (expected[i] ?? 0)) < 24);
}

/** 'Square Logo': 'Crop & Save' produces a JPEG of exactly 250x250 and closes the dialog. */
export const SquareLogo: Story = {
  play: async ({ args }) => {
    await expect(await page().findByRole('radio', { name: 'Square Logo (250x250)' })).toBeChecked();
    await cropAndSave();
    const { blob, shape, size } = await savedImage(args.onSave);
    await expect(blob.type).toBe('image/jpeg');
    await expect(size).toEqual({ width: 250, height: 250 });
    await expect(shape.label).toBe('Square Logo');
    // At scale 1 the frame is the middle 600x600 of the 800x600 picture: its corner is the blue
    // background and, a quarter down the middle, the green disc.
    await expect(near(await pixelAt(blob, 5, 5), palette.blue700)).toBe(true);
    await expect(near(await pixelAt(blob, 125, 60), palette.green700)).toBe(true);
    await expect(page().getByRole('img', { name: 'Cropped logo' })).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** 'Rectangular Logo': a JPEG of exactly 400x100. */
export const RectangularLogo: Story = {
  args: { defaultShape: 'rectangle' },
  play: async ({ args }) => {
    await expect(await page().findByRole('radio', { name: 'Rectangular Logo (400x100)' })).toBeChecked();
    await cropAndSave();
    const { blob, shape, size } = await savedImage(args.onSave);
    await expect(blob.type).toBe('image/jpeg');
    await expect(size).toEqual({ width: 400, height: 100 });
    await expect(shape.label).toBe('Rectangular Logo');
  },
};

/** The client form's photo: the one shape, so no size choice; a JPEG of exactly 400x400. */
export const Photo: Story = {
  args: { shapes: ['photo'], defaultShape: 'photo' },
  play: async ({ args }) => {
    await page().findByRole('dialog', { name: 'Crop image' });
    await expect(page().queryByRole('radio')).not.toBeInTheDocument();
    await cropAndSave();
    const { blob, shape, size } = await savedImage(args.onSave);
    await expect(blob.type).toBe('image/jpeg');
    await expect(size).toEqual({ width: 400, height: 400 });
    await expect(shape.label).toBe('Photo');
  },
};

/**
 * Keyboard: choose the shape with the arrow keys, move the frame with the arrow keys, zoom with
 * the slider (1 to 3 in steps of 0.1), then save; the output follows the shape chosen.
 */
export const Keyboard: Story = {
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'Crop image' });
    const scope = within(dialog);
    await userEvent.tab();
    await expect(scope.getByRole('radio', { name: 'Square Logo (250x250)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(scope.getByRole('radio', { name: 'Rectangular Logo (400x100)' })).toBeChecked();

    await userEvent.tab();
    const frame = scope.getByRole('group', { name: 'Crop frame, Rectangular Logo' });
    await expect(frame).toHaveFocus();
    await expect(frame).toHaveAccessibleDescription(/arrow keys/);

    await userEvent.tab();
    const slider = scope.getByRole('slider', { name: 'Scale' });
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(slider).toHaveValue('1.5');
    await expect(scope.getByText('1.5')).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveValue('3');
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveValue('1');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');

    // Zoomed in, the image can be moved under the frame.
    await userEvent.tab({ shift: true });
    await expect(frame).toHaveFocus();
    const picture = dialog.querySelector('img');
    const before = picture?.style.transform;
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}');
    await waitFor(() => expect(picture?.style.transform).not.toBe(before));

    await cropAndSave();
    const { blob, size } = await savedImage(args.onSave);
    await expect(blob.type).toBe('image/jpeg');
    await expect(size).toEqual({ width: 400, height: 100 });
  },
};

/** Cancel (or Escape) closes without saving. */
export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await page().findByRole('dialog', { name: 'Crop image' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());

    // Picked again, then Escape.
    await userEvent.upload(fileInput(canvasElement), await makeImage());
    await page().findByRole('dialog', { name: 'Crop image' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onSave).not.toHaveBeenCalled();
    // The picture is of the settled screen, never of the dialog on its way out.
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A file that is not an image is refused with 'Please select an image file.' */
export const NotAnImage: Story = {
  render: (args) => <ImagePicker {...args} file={new File(['hello'], 'notes.txt', { type: 'text/plain' })} />,
  play: async ({ args }) => {
    const alert = await page().findByRole('alertdialog', { name: 'Not an image' });
    await expect(alert).toHaveTextContent('“notes.txt” is not an image. Please select an image file.');
    await expect(within(alert).queryByRole('button', { name: 'Crop & Save' })).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The picker: a text file chosen anyway (past the image filter) is refused; an image opens the crop. */
export const PickAFile: Story = {
  render: (args) => <ImagePicker {...args} file={null} />,
  play: async ({ canvasElement }) => {
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', 'image/*');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['%PDF-1.7'], 'invoice.pdf', { type: 'application/pdf' }));
    const alert = await page().findByRole('alertdialog');
    await expect(alert).toHaveTextContent('Please select an image file.');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.upload(input, await makeImage());
    const dialog = await page().findByRole('dialog', { name: 'Crop image' });
    // Visible once its fade-in (none with reduced motion) has begun.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
