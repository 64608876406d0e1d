/** The small sample video every seeded lesson points at, with its captions and poster (files under public/media). */
export const sampleLessonMedia = {
  videoUrl: '/media/sample-lesson.mp4',
  captionsUrl: '/media/sample-lesson.en.vtt',
  posterUrl: '/media/sample-lesson-poster.jpg',
}
