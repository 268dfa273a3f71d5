/** The attribute a chart's placeholder carries until the chart's drawing has loaded. */
export const CHART_LOADING_ATTRIBUTE = 'data-chart-loading';

/**
 * Whether every chart inside `root` has drawn (no placeholder left): what a story waits for before
 * its checks and its picture, as the drawings load on their own.
 */
export function chartsDrawn(root: ParentNode): boolean {
  return root.querySelector(`[${CHART_LOADING_ATTRIBUTE}]`) === null;
}
