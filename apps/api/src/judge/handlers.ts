/**
 * The public judge feed. Until a meet's table operator and referees write to a platform (the
 * judge-feed issue), every platform answers its empty state: no lifter, squat, no decisions.
 */
export function judgeHandlers() {
  return {
    getJudgeCombinedData: async () => ({
      liftData: { lifterData: null, platformData: { lift: 'S' } },
      judgeResults: { '1': null, '2': null, '3': null },
    }),
  };
}
