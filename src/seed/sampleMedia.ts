/**
 * The landing page's public intro video, with its captions and poster (files under public/media). Seeded lessons play
 * a private copy instead (src/seed/media, uploaded by seedLessonFiles.ts).
 */
export const sampleLessonMedia = {
  videoUrl: '/media/sample-lesson.mp4',
  captionsUrl: '/media/sample-lesson.en.vtt',
  posterUrl: '/media/sample-lesson-poster.jpg',
}
