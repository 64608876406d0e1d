/** /v1/lesson/{id} is the same screen as /v1/lessons/{id} (spec 2.1). */
export { default, generateMetadata } from '../../lessons/[lessonId]/page'
