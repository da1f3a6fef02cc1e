/** Stable hooks for end-to-end tests of the missions and leaderboards screens (see shared/test-ids.ts for the rule). */
export const missionsTestIds = {
  navMissions: 'nav-missions',
  navBoards: 'nav-leaderboards',
  missionRow: 'mission-row',
  missionNew: 'mission-new',
  missionForm: 'mission-form',
  missionSave: 'mission-save',
  conditionRow: 'mission-condition-row',
  boardRow: 'board-row',
  boardNew: 'board-new',
  boardForm: 'board-form',
  boardSave: 'board-save',
  results: 'board-results',
  resultPrize: 'board-result-prize',
};
