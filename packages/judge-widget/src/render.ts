/**
 * Draws one banner section from @gym/judge-core's banner model, in plain DOM. The layout and the
 * accessible names are those of the React JudgeBanner (packages/ui/src/domain/JudgeBanner): the
 * rules live in the model, this file only draws it.
 */
import {
  bannerLandmarkName,
  feedFailureMessage,
  type JudgeFeed,
  judgeBannerModel,
  type LifterBanner,
  lightDescription,
  platformLabel,
  REFEREES,
} from '@gym/judge-core';
import type { Variation } from './attributes.ts';

type Child = Node | string | number | null | false;

/** A tiny element builder: attributes (undefined ones skipped) and children. */
function h(
  document: Document,
  tag: string,
  attributes: Record<string, string | undefined>,
  ...children: Child[]
): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) element.setAttribute(name, value);
  }
  for (const child of children) {
    if (child !== null && child !== false) element.append(typeof child === 'number' ? String(child) : child);
  }
  return element;
}

export interface SectionInput {
  platform: number;
  variation: Variation;
  feed: JudgeFeed | undefined;
  failed: boolean;
  onRetry: () => void;
}

/** One section: one platform in one variation. */
export function renderSection(document: Document, input: SectionInput): HTMLElement {
  const { platform, variation } = input;
  const el = (tag: string, attributes: Record<string, string | undefined>, ...children: Child[]) =>
    h(document, tag, attributes, ...children);
  // Every section but the failure line (which names the platform itself) shows the platform's name.
  const section = (className: string, ...children: Child[]) =>
    el(
      'section',
      {
        class: className,
        part: className === 'minimal' ? 'minimal' : 'banner',
        'aria-label': bannerLandmarkName(platform, variation.name),
        'data-variation': variation.name,
      },
      !className.includes('failure') &&
        el(className === 'minimal' ? 'span' : 'p', { class: 'platform-label' }, platformLabel(platform)),
      ...children,
    );

  if (input.failed) {
    const retry = el('button', { type: 'button' }, 'Retry');
    retry.addEventListener('click', input.onRetry);
    const failure = section(
      'banner small failure',
      el('p', { class: 'message' }, feedFailureMessage(platform)),
      retry,
    );
    failure.setAttribute('role', 'alert');
    return failure;
  }

  const model = judgeBannerModel(input.feed);
  if (variation.layout === 'minimal') {
    if (model.kind === 'waiting') return section('minimal', model.message);
    return section(
      'minimal',
      el('strong', {}, model.name),
      el('span', {}, model.currentAttemptSummary),
      el('span', {}, `Total ${model.total}`),
    );
  }

  const size = variation.layout;
  const className = `banner ${size}`;
  if (model.kind === 'waiting') return section(className, el('p', { class: 'message' }, model.message));

  const rows = model.rows.map((row) =>
    el(
      'tr',
      { class: row.lift === model.currentLift ? 'current' : undefined },
      // A narrow large or medium banner shows the one-letter name (the full one stays for screen readers).
      size === 'small'
        ? el('th', { scope: 'row' }, row.lift)
        : el(
            'th',
            { scope: 'row' },
            el('span', { class: 'long' }, row.label),
            el('span', { class: 'short', 'aria-hidden': 'true' }, row.lift),
          ),
      ...row.attempts.map((box) =>
        el(
          'td',
          { class: `${box.state}${box.current ? ' current' : ''}`, 'aria-label': box.label },
          box.weight ?? '',
        ),
      ),
    ),
  );
  return section(
    className,
    el(
      'div',
      { class: 'lifter' },
      el('p', { class: 'name' }, model.name),
      size !== 'small' && el('p', { class: 'details' }, model.details.join(' · ')),
    ),
    el('table', {}, el('caption', { class: 'hidden' }, 'Attempts'), el('tbody', {}, ...rows)),
    renderLights(el, model),
    el('p', { class: 'total' }, el('span', {}, 'Total'), ` ${model.total}`),
  );
}

/** The three referees' lights: revealed together once all have decided, else three dashed rings. */
function renderLights(
  el: (tag: string, attributes: Record<string, string | undefined>, ...children: Child[]) => HTMLElement,
  model: LifterBanner,
): HTMLElement {
  const lights = model.lights
    ? model.lights.map((light) =>
        el(
          'li',
          { title: light.label },
          el('span', { class: `light ${light.good ? 'good' : 'no'}`, 'aria-hidden': 'true' }),
          light.card ? el('span', { class: `card ${light.card}`, 'aria-hidden': 'true' }) : false,
          el('span', { class: 'hidden' }, lightDescription(light)),
        ),
      )
    : REFEREES.map((referee) =>
        el(
          'li',
          {},
          el('span', { class: 'light off', 'aria-hidden': 'true' }),
          el('span', { class: 'hidden' }, `Judge ${referee}: deciding`),
        ),
      );
  return el('ul', { 'aria-label': 'Judge lights' }, ...lights);
}
