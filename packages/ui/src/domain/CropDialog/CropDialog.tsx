import { useEffect, useId, useState } from 'react';
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { Button } from '../../components/Button/Button.tsx';
import { Alert, Dialog } from '../../components/Dialog/Dialog.tsx';
import { SegmentedControl } from '../../components/SegmentedControl/SegmentedControl.tsx';
import { useUiTexts } from '../../texts/UiTextsProvider.tsx';
import * as styles from './CropDialog.css.ts';
import {
  aspectOf,
  CROP_SCALE,
  type CropShape,
  type CropShapeId,
  cropShape,
  isImageFile,
  type PixelArea,
} from './crop.ts';
import { CROP_DIALOG_TEXTS } from './crop-dialog-texts.ts';
import { cropToJpeg } from './cropImage.ts';

export type { CropShape, CropShapeId } from './crop.ts';

const LOGO_SHAPES: readonly CropShapeId[] = ['square', 'rectangle'];

export interface CropDialogProps {
  /** The file the user picked; the dialog is open while there is one. A non-image is refused. */
  file: Blob | null;
  /** The output shape selected when the dialog opens. */
  defaultShape?: CropShapeId;
  /** The shapes offered, the logos by default; with one, no choice is shown. */
  shapes?: readonly CropShapeId[];
  title?: string;
  /** Cancel, Escape, a click outside, or OK on the refusal: the caller clears `file`. */
  onCancel: () => void;
  /** The crop as a JPEG of exactly the shape's size; the caller uploads it and clears `file`. */
  onSave: (image: Blob, shape: CropShape) => void | Promise<void>;
}

/**
 * Crops a picked image for the gym's logo or WiFi image: the user moves the image under the frame
 * (pointer, or arrow keys on the frame), zooms with the scale slider (1 to 3, step 0.1), chooses
 * 'Square Logo' (250x250) or 'Rectangular Logo' (400x100), and presses 'Crop & Save'. A file that
 * is not an image gets the alert 'Please select an image file.' instead.
 */
export function CropDialog({
  file,
  defaultShape = 'square',
  shapes = LOGO_SHAPES,
  title,
  onCancel,
  onSave,
}: CropDialogProps) {
  const texts = useUiTexts(CROP_DIALOG_TEXTS);
  if (file && !isImageFile(file)) {
    const name = file instanceof File ? file.name : '';
    return (
      <Alert title={texts.notAnImageTitle} isOpen onOpenChange={(open) => (open ? undefined : onCancel())}>
        <p>{name ? texts.notAnImageNamed(name) : texts.notAnImage}</p>
      </Alert>
    );
  }
  return (
    <Dialog
      title={title ?? texts.cropTitle}
      size="wide"
      isOpen={file !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
    >
      {/* Keyed by the file so a new pick starts from a fresh frame and scale. */}
      {file ? (
        <CropEditor
          key={fileKey(file)}
          file={file}
          defaultShape={defaultShape}
          shapes={shapes}
          onCancel={onCancel}
          onSave={onSave}
        />
      ) : null}
    </Dialog>
  );
}

const keys = new WeakMap<Blob, string>();
let nextKey = 0;
function fileKey(file: Blob): string {
  let key = keys.get(file);
  if (!key) {
    key = String(nextKey++);
    keys.set(file, key);
  }
  return key;
}

function CropEditor({
  file,
  defaultShape,
  shapes,
  onCancel,
  onSave,
}: {
  file: Blob;
  defaultShape: CropShapeId;
  shapes: readonly CropShapeId[];
  onCancel: () => void;
  onSave: CropDialogProps['onSave'];
}) {
  const texts = useUiTexts(CROP_DIALOG_TEXTS);
  const hintId = useId();
  const [url, setUrl] = useState<string | null>(null);
  const [shapeId, setShapeId] = useState<CropShapeId>(defaultShape);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [scale, setScale] = useState<number>(CROP_SCALE.min);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const shape = cropShape(shapeId);
  const shapeName = (id: CropShapeId) =>
    ({ square: texts.squareLogo, rectangle: texts.rectangularLogo, photo: texts.photo })[id];

  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  const save = async () => {
    if (!area) return;
    setSaving(true);
    setFailure(null);
    try {
      const image = await cropToJpeg(file, area, shape);
      await onSave(image, shape);
    } catch {
      setFailure(texts.cropFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      {shapes.length > 1 ? (
        <SegmentedControl
          label={texts.outputSize}
          options={shapes
            .map(cropShape)
            .map((s) => ({ value: s.id, label: `${shapeName(s.id)} (${s.width}x${s.height})` }))}
          value={shapeId}
          onChange={(value) => setShapeId(cropShape(value as CropShapeId).id)}
        />
      ) : null}
      <div className={styles.stage}>
        {url ? (
          <Cropper
            image={url}
            crop={crop}
            zoom={scale}
            rotation={0}
            aspect={aspectOf(shape)}
            minZoom={CROP_SCALE.min}
            maxZoom={CROP_SCALE.max}
            cropShape="rect"
            showGrid={false}
            zoomSpeed={0.5}
            restrictPosition
            keyboardStep={8}
            disableAutomaticStylesInjection
            onCropChange={setCrop}
            onZoomChange={(zoom: number) =>
              setScale(Math.min(CROP_SCALE.max, Math.max(CROP_SCALE.min, zoom)))
            }
            onCropComplete={(_: Area, pixels: Area) => setArea(pixels)}
            style={{}}
            classes={{
              containerClassName: styles.cropContainer,
              mediaClassName: styles.cropMedia,
              cropAreaClassName: styles.cropArea,
            }}
            mediaProps={{}}
            cropperProps={{
              role: 'group',
              'aria-label': texts.cropFrame(shapeName(shape.id)),
              'aria-describedby': hintId,
            }}
          />
        ) : null}
      </div>
      <p id={hintId} className={styles.hint}>
        {texts.cropHint}
      </p>
      <Slider
        className={styles.slider}
        minValue={CROP_SCALE.min}
        maxValue={CROP_SCALE.max}
        step={CROP_SCALE.step}
        value={scale}
        onChange={setScale}
        formatOptions={{ minimumFractionDigits: 1, maximumFractionDigits: 1 }}
      >
        <div className={styles.sliderHeader}>
          <Label>{texts.scale}</Label>
          <SliderOutput className={styles.sliderOutput} />
        </div>
        <SliderTrack className={styles.track}>
          {({ state }) => (
            <>
              <div className={styles.trackFill} style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
              <SliderThumb className={styles.thumb} />
            </>
          )}
        </SliderTrack>
      </Slider>
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={saving}>
          {texts.cancel}
        </Button>
        {/*
          Not isPending: react-aria announces a pending button by reference to its label, and the
          dialog closes right after saving, leaving the announcement pointing at nothing (an axe error).
        */}
        <Button onPress={save} isDisabled={!area || saving}>
          {saving ? texts.saving : texts.cropAndSave}
        </Button>
      </div>
    </>
  );
}
