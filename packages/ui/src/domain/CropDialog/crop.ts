/**
 * The output shapes, with the exact pixel size each crop is saved at: the gym form offers the two
 * logos, the client form the photo.
 */
export const CROP_SHAPES = [
  { id: 'square', label: 'Square Logo', width: 250, height: 250 },
  { id: 'rectangle', label: 'Rectangular Logo', width: 400, height: 100 },
  { id: 'photo', label: 'Photo', width: 400, height: 400 },
] as const;
export type CropShape = (typeof CROP_SHAPES)[number];
export type CropShapeId = CropShape['id'];

/** The scale slider: 1 to 3 in steps of 0.1. */
export const CROP_SCALE = { min: 1, max: 3, step: 0.1 } as const;

/** A rectangle in the source image's own pixels. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function cropShape(id: CropShapeId): CropShape {
  return CROP_SHAPES.find((shape) => shape.id === id) ?? CROP_SHAPES[0];
}

/** Width over height of the shape, the crop frame's aspect ratio. */
export function aspectOf(shape: { width: number; height: number }): number {
  return shape.width / shape.height;
}

/** Only files the browser calls an image are cropped (by MIME type, as the file picker reports it). */
export function isImageFile(file: { type: string }): boolean {
  return /^image\//i.test(file.type);
}

/** A scale on the slider's steps and within its range. */
export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return CROP_SCALE.min;
  const stepped = Math.round(scale / CROP_SCALE.step) * CROP_SCALE.step;
  return Math.min(CROP_SCALE.max, Math.max(CROP_SCALE.min, Number(stepped.toFixed(1))));
}

/** The area in whole pixels, kept inside an image of the given size (at least one pixel). */
export function clampArea(area: PixelArea, image: { width: number; height: number }): PixelArea {
  const x = Math.min(Math.max(0, Math.round(area.x)), Math.max(0, image.width - 1));
  const y = Math.min(Math.max(0, Math.round(area.y)), Math.max(0, image.height - 1));
  const width = Math.max(1, Math.min(Math.round(area.width), image.width - x));
  const height = Math.max(1, Math.min(Math.round(area.height), image.height - y));
  return { x, y, width, height };
}
