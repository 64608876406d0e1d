import { ContactMessages } from './ContactMessages'
import { CourseUsers } from './CourseUsers'
import { Courses } from './Courses'
import { Enrollments } from './Enrollments'
import { Faqs } from './Faqs'
import { LessonProgress } from './LessonProgress'
import { Lessons } from './Lessons'
import { Media } from './Media'
import { PasswordResetTokens } from './PasswordResetTokens'
import { People } from './People'
import { ProgramSignups } from './ProgramSignups'
import { RateLimitCounters } from './RateLimitCounters'
import { SolutionProviders } from './SolutionProviders'
import { Testimonials } from './Testimonials'
import { Users } from './Users'

export const collections = [
  Courses,
  Lessons,
  Faqs,
  Testimonials,
  People,
  SolutionProviders,
  Media,
  CourseUsers,
  Enrollments,
  LessonProgress,
  PasswordResetTokens,
  ProgramSignups,
  ContactMessages,
  RateLimitCounters,
  Users,
]
