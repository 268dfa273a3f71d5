import { useUiTexts } from '../../texts/UiTextsProvider.tsx';
import type { UiTexts } from '../../texts/ui-texts.ts';
import { skeleton } from './Skeleton.css.ts';

/** This part's own words in English, the default of its UiTexts (decision 0053). */
export const SKELETON_TEXTS: Pick<UiTexts, 'loading'> = {
  loading: 'Loading...',
};

export interface SkeletonProps {
  /** How many lines of placeholder. */
  lines?: number;
  /** Read to screen readers while the content loads. */
  label?: string;
}

/** Placeholder lines while a list or card loads. */
export function Skeleton({ lines = 3, label }: SkeletonProps) {
  const texts = useUiTexts(SKELETON_TEXTS);
  return (
    <div role="status" aria-label={label ?? texts.loading}>
      {Array.from({ length: lines }, (_, line) => `line-${line}`).map((key, line) => (
        <div
          key={key}
          className={skeleton}
          style={{ width: line === lines - 1 && lines > 1 ? '60%' : '100%' }}
        />
      ))}
    </div>
  );
}
