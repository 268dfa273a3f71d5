import {
  type BannerModel,
  bannerLandmarkName,
  feedFailureMessage,
  type JudgeFeed,
  type JudgeVariation,
  judgeBannerModel,
  type LifterBanner,
  lightDescription,
  platformLabel,
  REFEREES,
  variationLayout,
} from '@gym/judge-core';
import { Button } from '../../components/Button/Button.tsx';
import { useUiTexts } from '../../texts/UiTextsProvider.tsx';
import * as styles from './JudgeBanner.css.ts';
import { JUDGE_BANNER_TEXTS } from './judge-banner-texts.ts';

// The feed and the variations are the specification's, kept with the rules; they are this component's props.
export { JUDGE_VARIATIONS, type JudgeFeed, type JudgeVariation } from '@gym/judge-core';

export interface JudgeBannerProps {
  platform: number;
  /** The platform's feed; undefined until the first answer. */
  feed: JudgeFeed | undefined;
  variation?: JudgeVariation;
  /** The feed could not be fetched: the failure line with a Retry button. */
  failed?: boolean;
  onRetry?: () => void;
}

/** One platform's live result: lifter, attempt boxes, judge lights and total (part 1, section 4). */
export function JudgeBanner({
  platform,
  feed,
  variation = 'banner-300',
  failed = false,
  onRetry,
}: JudgeBannerProps) {
  const texts = useUiTexts(JUDGE_BANNER_TEXTS);
  const title = bannerLandmarkName(platform, variation);
  const label = <p className={styles.platformLabel}>{platformLabel(platform)}</p>;
  if (failed) {
    return (
      <section className={styles.banner({ size: 'small' })} aria-label={title} role="alert">
        <p className={styles.message}>{feedFailureMessage(platform)}</p>
        {onRetry ? (
          <Button size="small" variant="secondary" onPress={onRetry}>
            {texts.retry}
          </Button>
        ) : null}
      </section>
    );
  }
  const model = judgeBannerModel(feed);
  const size = variationLayout(variation);
  if (size === 'minimal') return <MinimalistStats platform={platform} title={title} model={model} />;
  return (
    <section className={styles.banner({ size })} aria-label={title}>
      {label}
      {model.kind === 'waiting' ? (
        <p className={styles.message}>{model.message}</p>
      ) : (
        <>
          <div className={styles.lifter}>
            <p className={styles.name}>{model.name}</p>
            {size !== 'small' ? <p className={styles.details}>{model.details.join(' · ')}</p> : null}
          </div>
          <table className={styles.attempts}>
            <caption className={styles.hidden}>{texts.attempts}</caption>
            <tbody>
              {model.rows.map((row) => (
                <tr key={row.lift} className={row.lift === model.currentLift ? styles.currentRow : undefined}>
                  <th scope="row" className={styles.liftLabel}>
                    {size === 'small' ? row.lift : row.label}
                  </th>
                  {row.attempts.map((box) => (
                    <td
                      key={box.attempt}
                      className={styles.box({ state: box.state, current: box.current })}
                      aria-label={box.label}
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
            <span className={styles.totalLabel}>{texts.total}</span> {model.total}
          </p>
        </>
      )}
    </section>
  );
}

function Lights({ model }: { model: LifterBanner }) {
  const texts = useUiTexts(JUDGE_BANNER_TEXTS);
  return (
    <ul className={styles.lights} aria-label={texts.judgeLights}>
      {model.lights
        ? model.lights.map((light) => (
            <li key={light.referee} className={styles.lightSlot} title={light.label}>
              <span className={styles.light({ good: light.good })} aria-hidden="true" />
              {light.card ? <span className={styles.card[light.card]} aria-hidden="true" /> : null}
              <span className={styles.hidden}>{lightDescription(light)}</span>
            </li>
          ))
        : REFEREES.map((referee) => (
            <li key={referee} className={styles.lightSlot}>
              <span className={styles.light({ good: 'off' })} aria-hidden="true" />
              <span className={styles.hidden}>{texts.judgeDeciding(referee)}</span>
            </li>
          ))}
    </ul>
  );
}

function MinimalistStats({
  platform,
  title,
  model,
}: {
  platform: number;
  title: string;
  model: BannerModel;
}) {
  const texts = useUiTexts(JUDGE_BANNER_TEXTS);
  const label = <span className={styles.minimalLabel}>{platformLabel(platform)}</span>;
  if (model.kind === 'waiting') {
    return (
      <section className={styles.minimal} aria-label={title}>
        {label}
        {model.message}
      </section>
    );
  }
  return (
    <section className={styles.minimal} aria-label={title}>
      {label}
      <strong>{model.name}</strong>
      <span>{model.currentAttemptSummary}</span>
      <span>
        {texts.total} {model.total}
      </span>
    </section>
  );
}
