import { type AvatarShape, Stack } from '@gym/ui';
import { useState } from 'react';
import { CropDialog } from '../../app/on-demand.tsx';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages, type Message } from '../../i18n/messages.ts';
import { ImageSlot } from '../../layouts/ImageSlot.tsx';
import type { GymFormValues } from './gym-form-rules.ts';
import { GYM_TEXTS } from './gym-texts.ts';

type Slot = 'logo' | 'wifi';

const TEXT = defineMessages({
  wifi: { defaultMessage: 'WiFi scanner image', description: 'The gym form: the WiFi QR code picture' },
});

// A QR code is shown square: a circle would cut off its corner squares.
const SLOTS: Record<Slot, { label: Message; field: 'logoFile' | 'wifiFile'; shape: AvatarShape }> = {
  logo: { label: GYM_TEXTS.logo, field: 'logoFile', shape: 'logo' },
  wifi: { label: TEXT.wifi, field: 'wifiFile', shape: 'square' },
};

export interface GymImagesProps {
  values: GymFormValues;
  set: (change: Partial<GymFormValues>) => void;
  /** The images the gym has now (edit). */
  current?: { logo: string | null; wifi: string | null };
}

/** Logo and WiFi scanner image: chosen, cropped in the crop dialog, kept as JPEG until saved. */
export function GymImages({ values, set, current }: GymImagesProps) {
  const t = useT();
  const [cropping, setCropping] = useState<{ slot: Slot; file: File } | null>(null);
  return (
    <Stack>
      {(Object.keys(SLOTS) as Slot[]).map((slot) => (
        <ImageSlot
          key={slot}
          label={t(SLOTS[slot].label)}
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
