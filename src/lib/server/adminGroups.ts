import { answersToReviewPath } from '@/lib/rules/workbook'

/** A link on the admin home to something staff often come to the admin to do. */
export type AdminAction = { label: string; href: string; hint?: string }

/** One group of the admin's navigation: its name, one line on what it holds, and its key actions. */
export type AdminGroup = { name: string; holds: string; actions: readonly AdminAction[] }

/**
 * The admin's navigation groups, in the order the navigation shows them. Collections and globals take their `group`
 * from here, and the admin home's "Where things are" panel lists these, so a group's name and help live in one place.
 */
export const adminGroups = {
  courses: {
    name: 'Courses',
    holds: 'The courses learners take, their lessons in order, and the lesson videos and caption files.',
    actions: [
      { label: 'Add a lesson', href: '/admin/collections/lessons/create' },
      { label: 'Add a course', href: '/admin/collections/courses/create' },
    ],
  },
  programmeContent: {
    name: 'Programme content',
    holds: "What visitors read: the landing page's copy, FAQs, testimonials, people, tech providers and images.",
    actions: [
      { label: 'Edit the landing page', href: '/admin/globals/landing', hint: 'Its first tab, Programme state, says whether the course is coming soon (and when) or open now.' },
      { label: 'Edit the FAQs', href: '/admin/collections/faqs' },
    ],
  },
  learners: {
    name: 'Learners',
    holds: 'Learner accounts, their enrolments, progress and certificates, and the emails the programme sends them.',
    actions: [
      { label: 'Find a learner', href: '/admin/collections/course-users' },
      { label: "Export learners' progress", href: '/admin/collections/enrollments', hint: 'Then More options (⋮) → Export → Download.' },
    ],
  },
  workbook: {
    name: 'Workbook',
    holds: "Learners' answers to each lesson's action waiting for a coach's reply, saved comments, their photos and voice notes, and the files learners download.",
    actions: [
      { label: 'Answers to review', href: answersToReviewPath },
      { label: 'Add a download', href: '/admin/collections/workbook-resources/create' },
    ],
  },
  calls: {
    name: 'Calls and mentoring',
    holds: 'The fortnightly calls learners join and add to their calendars, mentors\' slots and learners\' bookings, and the programme\'s WhatsApp group link.',
    actions: [
      { label: 'Add a call', href: '/admin/collections/live-sessions/create', hint: 'Set "Repeat every 2 weeks until" to add a series.' },
      { label: 'See the calls', href: '/admin/collections/live-sessions' },
      { label: 'Offer mentoring slots', href: '/admin/collections/mentoring-slots/create', hint: 'Set "Repeat weekly until" to offer the same time every week.' },
      { label: 'Mentoring bookings', href: '/admin/collections/mentoring-bookings' },
      { label: 'Set the WhatsApp group link', href: '/admin/globals/community' },
    ],
  },
  leads: {
    name: 'Leads',
    holds: 'People interested in the programme: the waiting list from the landing page, announcements to it, and contact messages.',
    actions: [
      { label: 'Export the waiting list', href: '/admin/collections/program-signups', hint: 'Then More options (⋮) → Export → Download.' },
      { label: 'Announce to the waiting list', href: '/admin/collections/waiting-list-announcements/create' },
      { label: 'Read contact messages', href: '/admin/collections/contact-messages' },
    ],
  },
  staff: {
    name: 'Staff',
    holds: 'Staff accounts, the audit trail of sign-ins and exports, and the background jobs such as emails.',
    actions: [
      { label: 'Add a staff member', href: '/admin/collections/users/create' },
      { label: 'See the audit trail', href: '/admin/collections/audit-events' },
    ],
  },
} as const satisfies Record<string, AdminGroup>
