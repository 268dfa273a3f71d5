import { defineMessages } from '../i18n/messages.ts';
import { ROUTES } from '../routes/route-table.ts';

const LABELS = defineMessages({
  meets: { defaultMessage: 'Meets', description: 'Navigation: the owner’s powerlifting meets' },
  judgeResults: {
    defaultMessage: 'Judge results',
    description: 'Navigation: the public judge-results viewer',
  },
});

/** The judge area's links in the signed-in navigation: the owner's meets and the public viewer. */
export const JUDGE_LINKS = [
  { label: LABELS.meets, href: ROUTES.judgeMeets.to() },
  { label: LABELS.judgeResults, href: ROUTES.judgeViewer.to() },
];
