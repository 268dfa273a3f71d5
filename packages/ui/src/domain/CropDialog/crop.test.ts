import { describe, expect, it } from 'vitest';
import { aspectOf, type CropShapeId, clampArea, clampScale, cropShape, isImageFile } from './crop.ts';

describe('crop shapes', () => {
  it('frame the crop in the proportions of the saved image', () => {
    expect(aspectOf(cropShape('square'))).toBe(1);
    expect(aspectOf(cropShape('rectangle'))).toBe(4);
  });

  it('fall back to the square logo for an id they do not know', () => {
    expect(cropShape('banner' as CropShapeId)).toBe(cropShape('square'));
  });
});

describe('image files', () => {
  it('are accepted by their MIME type and anything else is refused', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'image/jpeg' })).toBe(true);
    expect(isImageFile({ type: 'IMAGE/WEBP' })).toBe(true);
    expect(isImageFile({ type: 'text/plain' })).toBe(false);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });
});

describe('the scale', () => {
  it('runs 1 to 3 in steps of 0.1', () => {
    expect(clampScale(1.26)).toBe(1.3);
    expect(clampScale(2.94)).toBe(2.9);
    expect(clampScale(0.4)).toBe(1);
    expect(clampScale(7)).toBe(3);
    expect(clampScale(Number.NaN)).toBe(1);
  });
});

describe('the crop area', () => {
  it('is rounded and kept inside the image', () => {
    expect(clampArea({ x: 10.4, y: 20.6, width: 100.2, height: 50.5 }, { width: 800, height: 600 })).toEqual({
      x: 10,
      y: 21,
      width: 100,
      height: 51,
    });
    expect(clampArea({ x: -5, y: 590, width: 900, height: 40 }, { width: 800, height: 600 })).toEqual({
      x: 0,
      y: 590,
      width: 800,
      height: 10,
    });
  });
});
