import { palette } from '../../theme/tokens.ts';
import { clampArea, type PixelArea } from './crop.ts';

/**
 * Draws `area` of the image onto a canvas of exactly `size` and encodes it as a JPEG. JPEG has no
 * transparency, so transparent parts of a PNG logo come out white rather than black.
 */
export async function cropToJpeg(
  image: Blob,
  area: PixelArea,
  size: { width: number; height: number },
  quality = 0.92,
): Promise<Blob> {
  const bitmap = await createImageBitmap(image);
  try {
    const source = clampArea(area, bitmap);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw the cropped image.');
    context.fillStyle = palette.white;
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, source.x, source.y, source.width, source.height, 0, 0, size.width, size.height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The cropped image could not be encoded.'))),
        'image/jpeg',
        quality,
      );
    });
  } finally {
    bitmap.close();
  }
}
