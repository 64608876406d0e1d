import { AccessRequests } from './AccessRequests'
import { AuditEvents } from './AuditEvents'
import { BusinessProfiles } from './BusinessProfiles'
import { CalendarFeeds } from './CalendarFeeds'
import { CallAttendances } from './CallAttendances'
import { Certificates } from './Certificates'
import { ContactMessages } from './ContactMessages'
import { CourseInterests } from './CourseInterests'
import { CourseUsers } from './CourseUsers'
import { Courses } from './Courses'
import { EmailChangeTokens } from './EmailChangeTokens'
import { EqualityAnswers } from './EqualityAnswers'
import { Enrollments } from './Enrollments'
import { Faqs } from './Faqs'
import { ImpactChecks } from './ImpactChecks'
import { LiveSessions } from './LiveSessions'
import { LessonOpenings } from './LessonOpenings'
import { LessonProgress } from './LessonProgress'
import { LessonMedia } from './LessonMedia'
import { Lessons } from './Lessons'
import { LoginFailures } from './LoginFailures'
import { MailDeliveries } from './MailDeliveries'
import { MentoringBookings } from './MentoringBookings'
import { MentoringSlots } from './MentoringSlots'
import { Media } from './Media'
import { PasswordResetTokens } from './PasswordResetTokens'
import { People } from './People'
import { ProgramSignups } from './ProgramSignups'
import { RateLimitCounters } from './RateLimitCounters'
import { SolutionProviders } from './SolutionProviders'
import { TeamMembers } from './TeamMembers'
import { Teams } from './Teams'
import { Testimonials } from './Testimonials'
import { Users } from './Users'
import { WaitingListAnnouncements } from './WaitingListAnnouncements'
import { CoachComments } from './CoachComments'
import { WorkbookAnswers } from './WorkbookAnswers'
import { WorkbookFiles } from './WorkbookFiles'
import { WorkbookResources } from './WorkbookResources'
import { WorkbookSends } from './WorkbookSends'

export const collections = [
  Courses,
  Lessons,
  Faqs,
  Testimonials,
  People,
  SolutionProviders,
  Media,
  LessonMedia,
  CourseUsers,
  BusinessProfiles,
  EqualityAnswers,
  ImpactChecks,
  Teams,
  TeamMembers,
  Enrollments,
  AccessRequests,
  LessonProgress,
  LessonOpenings,
  Certificates,
  WorkbookAnswers,
  WorkbookSends,
  WorkbookFiles,
  WorkbookResources,
  CoachComments,
  LiveSessions,
  CalendarFeeds,
  CallAttendances,
  MentoringSlots,
  MentoringBookings,
  MailDeliveries,
  PasswordResetTokens,
  EmailChangeTokens,
  ProgramSignups,
  WaitingListAnnouncements,
  CourseInterests,
  ContactMessages,
  RateLimitCounters,
  LoginFailures,
  AuditEvents,
  Users,
]
