import type { Metadata } from 'next'

import { SavedLessonsList } from '@/domains/learning/ui/SavedLessonsList'

export const metadata: Metadata = { title: "You're offline", robots: { index: false } }

/**
 * What the service worker shows instead of a page that needs the network when there is none (src/app/sw.ts). The
 * same for everyone, so it is built once and stored on the phone; the saved lessons come from the phone itself.
 */
export default function OfflinePage() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold text-navy-900">You&apos;re offline</h1>
      <p className="mt-4 text-lg">This page needs a connection. Try again when you have signal.</p>
      <h2 className="mt-10 text-2xl font-bold text-navy-900">Your saved lessons</h2>
      <p className="mt-2 mb-4 text-navy-800">These open and play without signal. Your progress is sent when you are back online.</p>
      <SavedLessonsList />
    </main>
  )
}
