import type { UiTexts } from '../../texts/ui-texts.ts';

/** This part's own words in English, the default of its UiTexts (decision 0053). */
export const CROP_DIALOG_TEXTS: Pick<
  UiTexts,
  | 'cancel'
  | 'cropTitle'
  | 'notAnImageTitle'
  | 'notAnImage'
  | 'notAnImageNamed'
  | 'cropFailed'
  | 'outputSize'
  | 'cropFrame'
  | 'cropHint'
  | 'scale'
  | 'saving'
  | 'cropAndSave'
  | 'squareLogo'
  | 'rectangularLogo'
  | 'photo'
> = {
  cancel: 'Cancel',
  cropTitle: 'Crop image',
  notAnImageTitle: 'Not an image',
  notAnImage: 'Please select an image file.',
  notAnImageNamed: (fileName) => `“${fileName}” is not an image. Please select an image file.`,
  cropFailed: 'The image could not be cropped. Please try another image.',
  outputSize: 'Output size',
  cropFrame: (shape) => `Crop frame, ${shape}`,
  cropHint: 'Drag the image, or focus the frame and use the arrow keys, to choose what is kept.',
  scale: 'Scale',
  saving: 'Saving...',
  cropAndSave: 'Crop & Save',
  squareLogo: 'Square Logo',
  rectangularLogo: 'Rectangular Logo',
  photo: 'Photo',
};
