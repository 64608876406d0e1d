import Link from 'next/link'

import { findFeaturedCourse, programmeTitle } from '@/lib/content/featuredCourse'

export const dynamic = 'force-dynamic'

/** Placeholder home page until the landing page is built: proves the app reads content from Payload. */
export default async function HomePage() {
  const course = await findFeaturedCourse()
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-3xl flex-col justify-center gap-6 px-6 py-16">
      <p className="text-sm font-bold tracking-wide text-accent-600 uppercase">Coming soon · 100% Free Programme</p>
      <h1 className="text-4xl font-extrabold text-navy-900">{course?.title ?? programmeTitle}</h1>
      {course ? <p className="text-lg">{course.summary}</p> : null}
      <p>
        <Link className="font-semibold text-navy-800 underline" href="/admin">
          Staff sign in
        </Link>
      </p>
    </main>
  )
}
