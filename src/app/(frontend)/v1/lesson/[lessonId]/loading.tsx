export { default } from '../../lessons/[lessonId]/loading'
