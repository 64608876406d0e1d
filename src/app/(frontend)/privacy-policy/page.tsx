import type { Metadata } from 'next'

import { StaticPage } from '@/components/StaticPage'

export const metadata: Metadata = { title: 'Privacy Policy', description: 'How Solving Tech collects, uses and protects your personal data.' }

export default function PrivacyPolicyPage() {
  return (
    <StaticPage title="Privacy Policy" updated="November 2026">
      <p>This policy explains what personal data Solving Tech collects when you join the programme or use the course platform, and what we do with it.</p>
      <h2>Data we collect</h2>
      <ul>
        <li>Your name and email address</li>
        <li>Your company name and team size</li>
        <li>Your contact preferences, including your consent to receive course materials</li>
        <li>If you create a learner account: your job title and phone number (optional), and your course progress</li>
      </ul>
      <h2>How we use your data</h2>
      <p>We use it to run the programme: to send course materials and updates you agreed to, to give you access to your courses and progress, to answer your questions, and to report anonymised figures to the programme&apos;s funders. We never sell your data.</p>
      <h2>Your rights under UK data protection law</h2>
      <ul>
        <li>Access: ask for a copy of the data we hold about you</li>
        <li>Correction: ask us to correct anything that is wrong</li>
        <li>Deletion: ask us to delete your data</li>
        <li>Objection: object to how we use your data</li>
        <li>Portability: receive your data in a common format</li>
        <li>Withdraw consent: stop receiving course materials at any time</li>
      </ul>
      <p>To use any of these rights, email us using the support address in the footer of our website. You can also complain to the Information Commissioner&apos;s Office (ICO).</p>
    </StaticPage>
  )
}
