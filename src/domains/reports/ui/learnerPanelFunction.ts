/** The admin server function that draws the learner panel again (src/plugins/reports/serverFunctions.tsx). */
export const learnerPanelFunction = 'learner-panel'
