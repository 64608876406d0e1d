/**
 * The sample programme's calls: a fortnightly series for everyone, a lunchtime one for the featured course, and one
 * that has been, with its recording (the first lesson of the recordings course).
 */
export const sampleCalls = {
  fortnightly: {
    title: 'Fortnightly call: your questions on the lessons',
    description: 'Bring a question from this fortnight\'s lessons or a job on site. Twenty minutes on one tool, then open questions.',
    /** Tuesdays at 19:00 UK time, for 12 weeks. */
    weekday: 2,
    hour: 19,
    minute: 0,
    durationMinutes: 60,
    weeks: 12,
    joinUrl: 'https://meet.example.org/solving-tech-fortnightly',
  },
  courseLunchtime: {
    title: 'Lunchtime Q&A: quoting apps',
    description: 'Half an hour on the quoting apps from the course: what to try first and how long setting one up really takes.',
    /** The Thursday after, at 12:30 UK time. */
    weekday: 4,
    hour: 12,
    minute: 30,
    durationMinutes: 30,
    joinUrl: 'https://meet.example.org/solving-tech-quoting',
  },
  recorded: {
    title: 'Fortnightly call: getting started with the programme',
    description: 'How the programme works, and your questions on starting it.',
    /** Two weeks before the series' first call. */
    daysBeforeSeries: 14,
    durationMinutes: 60,
    joinUrl: 'https://meet.example.org/solving-tech-fortnightly',
  },
} as const

/** The sample mentor's weekly slots: a video call at lunchtime, and a phone call after work. */
export const sampleMentoring = {
  mentorName: 'Mark Collins',
  weeks: 6,
  slots: [
    { weekday: 3, hour: 12, minute: 30, durationMinutes: 30, how: 'video' as const, videoUrl: 'https://meet.example.org/solving-tech-mentoring' },
    { weekday: 4, hour: 17, minute: 30, durationMinutes: 45, how: 'phone' as const },
  ],
}
