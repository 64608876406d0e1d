/** round(100 * completed / total), 0 when there is nothing to complete (CONTRACT.md). */
export const progressPercentage = (completed: number, total: number): number => (total > 0 ? Math.round((100 * completed) / total) : 0)

type CourseProgress = { totalLessons: number; completedLessons: number; progressPercentage: number }

/** The dashboard's four figures (spec 2.10). */
export const progressStats = (items: CourseProgress[]) => {
  const totalLessons = items.reduce((sum, item) => sum + item.totalLessons, 0)
  const completedLessons = items.reduce((sum, item) => sum + item.completedLessons, 0)
  return {
    totalCourses: items.length,
    completedCourses: items.filter((item) => item.progressPercentage === 100).length,
    completedLessons,
    totalLessons,
    overallPercentage: progressPercentage(completedLessons, totalLessons),
  }
}
