/** The programme's name: the landing page's title and, by the spec (2.5), the title of the featured course. */
export const programmeTitle = 'Solving Tech for Small Builders'
