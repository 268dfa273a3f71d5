import { useUiTexts } from '../../texts/UiTextsProvider.tsx';
import { skeleton } from './Skeleton.css.ts';
import { SKELETON_TEXTS } from './skeleton-texts.ts';

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
