import { Avatar, type AvatarShape, Button, CropDialog, FileTrigger, Inline, Stack, Text } from '@gym/ui';
import { useEffect, useState } from 'react';

import type { GymFormValues } from './gym-form-rules.ts';

type Slot = 'logo' | 'wifi';

// A QR code is shown square: a circle would cut off its corner squares.
const SLOTS: Record<Slot, { label: string; field: 'logoFile' | 'wifiFile'; shape: AvatarShape }> = {
  logo: { label: 'Logo', field: 'logoFile', shape: 'circle' },
  wifi: { label: 'WiFi scanner image', field: 'wifiFile', shape: 'square' },
};

/** A blob's object URL for a preview, released when the blob changes or the preview goes. */
function usePreview(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

export interface GymImagesProps {
  values: GymFormValues;
  set: (change: Partial<GymFormValues>) => void;
  /** The images the gym has now (edit). */
  current?: { logo: string | null; wifi: string | null };
}

/** Logo and WiFi scanner image: chosen, cropped in the crop dialog, kept as JPEG until saved. */
export function GymImages({ values, set, current }: GymImagesProps) {
  const [cropping, setCropping] = useState<{ slot: Slot; file: File } | null>(null);
  return (
    <Stack>
      {(Object.keys(SLOTS) as Slot[]).map((slot) => (
        <ImageSlot
          key={slot}
          label={SLOTS[slot].label}
          shape={SLOTS[slot].shape}
          chosen={values[SLOTS[slot].field]}
          existing={current?.[slot] ?? null}
          onChoose={(file) => setCropping({ slot, file })}
        />
      ))}
      {cropping ? (
        <CropDialog
          file={cropping.file}
          onCancel={() => setCropping(null)}
          onSave={(blob) => {
            set({ [SLOTS[cropping.slot].field]: blob });
            setCropping(null);
          }}
        />
      ) : null}
    </Stack>
  );
}

function ImageSlot({
  label,
  shape,
  chosen,
  existing,
  onChoose,
}: {
  label: string;
  shape: AvatarShape;
  chosen: Blob | null;
  existing: string | null;
  onChoose: (file: File) => void;
}) {
  const preview = usePreview(chosen) ?? existing;
  return (
    <Inline gap="large">
      <Avatar name={label} src={preview} size="large" shape={shape} />
      <Stack gap="xsmall">
        <Text weight="bold">{label}</Text>
        <FileTrigger
          acceptedFileTypes={['image/*']}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) onChoose(file);
          }}
        >
          <Button variant="secondary" size="small">
            {preview ? `Change ${label.toLowerCase()}` : `Choose ${label.toLowerCase()}`}
          </Button>
        </FileTrigger>
      </Stack>
    </Inline>
  );
}
