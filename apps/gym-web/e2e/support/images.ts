import type { Page } from 'playwright-core';

/** A 300x200 PNG of one colour drawn in the page itself, picked in the page's first file input. */
export async function pickImage(page: Page, name: string, colour: string) {
  const base64 = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 200;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = fill;
    context.fillRect(0, 0, 300, 200);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  }, colour);
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') });
}
