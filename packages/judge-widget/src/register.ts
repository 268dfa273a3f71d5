// The entry of dist/judge-results.js, the script a federation includes: it defines <judge-results>.
import { defineJudgeResults } from './index.ts';

defineJudgeResults();
