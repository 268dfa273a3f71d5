import { ROUTES } from '../routes/route-table.ts';

/** The judge area's links in the signed-in navigation: the owner's meets and the public viewer. */
export const JUDGE_LINKS = [
  { label: 'Meets', href: ROUTES.judgeMeets.to() },
  { label: 'Judge results', href: ROUTES.judgeViewer.to() },
];
