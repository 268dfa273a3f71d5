import { Button } from '../../components/Button/Button.tsx';
import {
  type BannerModel,
  feedFailureMessage,
  type JudgeFeed,
  judgeBannerModel,
  lightDescription,
} from '../../judge/banner-model.ts';
import type { BannerSize } from '../../judge/rules.ts';
import * as styles from './JudgeBanner.css.ts';

export const JUDGE_VARIATIONS = ['banner-100', 'banner-200', 'banner-300', 'minimalist-stats'] as const;
export type JudgeVariation = (typeof JUDGE_VARIATIONS)[number];

export interface JudgeBannerProps {
  platform: number;
  /** The platform's feed; undefined until the first answer. */
  feed: JudgeFeed | undefined;
  variation?: JudgeVariation;
  /** The feed could not be fetched: the failure line with a Retry button. */
  failed?: boolean;
  onRetry?: () => void;
}

const SIZES: Record<Exclude<JudgeVariation, 'minimalist-stats'>, BannerSize> = {
  'banner-100': 'small',
  'banner-200': 'medium',
  'banner-300': 'large',
};

/** One platform's live result: lifter, attempt boxes, judge lights and total (part 1, section 4). */
export function JudgeBanner({
  platform,
  feed,
  variation = 'banner-300',
  failed = false,
  onRetry,
}: JudgeBannerProps) {
  const title = `Platform ${platform}`;
  if (failed) {
    return (
      <section className={styles.banner({ size: 'small' })} aria-label={title} role="alert">
        <p className={styles.message}>{feedFailureMessage(platform)}</p>
        {onRetry ? (
          <Button size="small" variant="secondary" onPress={onRetry}>
            Retry
          </Button>
        ) : null}
      </section>
    );
  }
  const model = judgeBannerModel(feed);
  if (variation === 'minimalist-stats') return <MinimalistStats title={title} model={model} />;
  const size = SIZES[variation];
  return (
    <section className={styles.banner({ size })} aria-label={title}>
      {model.kind === 'waiting' ? (
        <p className={styles.message}>{model.message}</p>
      ) : (
        <>
          <div className={styles.lifter}>
            <p className={styles.name}>{model.name}</p>
            {size !== 'small' ? <p className={styles.details}>{model.details.join(' · ')}</p> : null}
          </div>
          <table className={styles.attempts}>
            <caption className={styles.hidden}>Attempts</caption>
            <tbody>
              {model.rows.map((row) => (
                <tr key={row.lift} className={row.lift === model.currentLift ? styles.currentRow : undefined}>
                  <th scope="row" className={styles.liftLabel}>
                    {size === 'small' ? row.lift : row.label}
                  </th>
                  {row.attempts.map((box, index) => (
                    <td
                      // biome-ignore lint/suspicious/noArrayIndexKey: the three attempts are fixed positions
                      key={index}
                      className={styles.box({ state: box.state, current: box.current })}
                      aria-label={`Attempt ${index + 1}: ${box.weight ?? 'none'}${box.current ? ', current' : ''}, ${box.state}`}
                    >
                      {box.weight ?? ''}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <Lights model={model} />
          <p className={styles.total}>
            <span className={styles.totalLabel}>Total</span> {model.total}
          </p>
        </>
      )}
    </section>
  );
}

function Lights({ model }: { model: Extract<BannerModel, { kind: 'lifter' }> }) {
  return (
    <ul className={styles.lights} aria-label="Judge lights">
      {model.lights
        ? model.lights.map((light) => (
            <li key={light.judge} className={styles.light({ good: light.good })} title={light.label}>
              {light.card ? <span className={styles.card[light.card]} aria-hidden="true" /> : null}
              <span className={styles.hidden}>{lightDescription(light)}</span>
            </li>
          ))
        : [1, 2, 3].map((judge) => (
            <li key={judge} className={styles.light({ good: 'off' })}>
              <span className={styles.hidden}>Judge {judge}: deciding</span>
            </li>
          ))}
    </ul>
  );
}

function MinimalistStats({ title, model }: { title: string; model: BannerModel }) {
  if (model.kind === 'waiting') {
    return (
      <section className={styles.minimal} aria-label={title}>
        {model.message}
      </section>
    );
  }
  const current = model.rows.find((row) => row.lift === model.currentLift);
  const attempt = current?.attempts.find((box) => box.current);
  return (
    <section className={styles.minimal} aria-label={title}>
      <strong>{model.name}</strong>
      <span>
        {current?.label} {attempt?.weight ?? '-'} kg
      </span>
      <span>Total {model.total}</span>
    </section>
  );
}
