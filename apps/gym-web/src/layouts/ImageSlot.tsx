import { Avatar, type AvatarShape, Button, FileTrigger, Inline, Stack, Text } from '@gym/ui';
import { useEffect, useRef, useState } from 'react';

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

export interface ImageSlotProps {
  label: string;
  /** 'square' for an image whose corners matter (a QR code), 'logo' for a logo's own shape; a photo is a circle. */
  shape?: AvatarShape;
  /** The image picked and cropped, not saved yet. */
  chosen: Blob | null;
  /** The address of the image saved before. */
  existing: string | null;
  onChoose: (file: File) => void;
}

/** One image of a form: its preview (or initial) and a button that picks a file to crop. */
export function ImageSlot({ label, shape = 'circle', chosen, existing, onChoose }: ImageSlotProps) {
  const preview = usePreview(chosen) ?? existing;
  const input = useRef<HTMLInputElement>(null);
  return (
    <Inline gap="large">
      <Avatar name={label} src={preview} size="large" shape={shape} />
      <Stack gap="xsmall">
        <Text weight="bold">{label}</Text>
        <FileTrigger
          ref={input}
          acceptedFileTypes={['image/*']}
          onSelect={(files) => {
            const file = files?.[0];
            // Forgotten at once, so the same file chosen again (after Cancel in the crop dialog) is a
            // new choice; the browser says nothing when the input's file does not change.
            if (input.current) input.current.value = '';
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
