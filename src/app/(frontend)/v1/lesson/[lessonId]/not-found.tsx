export { default } from '../../lessons/[lessonId]/not-found'
