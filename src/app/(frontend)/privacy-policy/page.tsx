import type { Metadata } from 'next'

import { StaticPage } from '@/components/StaticPage'
import { StorageTable } from '@/components/privacy/StorageTable'
import { siteStorage, staffStorage } from '@/lib/rules/storageWeUse'

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
        <li>
          If you tell us about your business (optional): its team size, your trade and your postcode district (only the first half of the postcode, such as CF10),
          which we place in its nation and region to count learners by region
        </li>
        <li>
          If you answer the equality questions (optional, each with &ldquo;Prefer not to say&rdquo;): your age band, sex, ethnic group and whether you have a
          long-term health condition. They are kept apart from your account and only ever counted in groups of five or more
        </li>
        <li>
          If you answer a course&apos;s questions about your business (optional; when you start, when you finish and 90 days later): how confident you feel
          about the course&apos;s five learning points, your hours a week on admin, your monthly software spend and what you changed. Like the equality
          answers, they are kept against your business details, not your account. If we would like to quote what you changed in the report to the
          programme&apos;s funder, we ask you once by email; we quote it only if you say yes, without your name (only your team size and nation, where at least
          five learners in the report share them), and you can change your answer from the same email. Closing your account deletes your words
        </li>
        <li>
          If you make or join a team for your firm: the team, the courses it learns, who is in it, and whether each member shares their progress. A member who
          shares it lets the team&apos;s owner see their courses, lessons done, when they were last active and their certificates; one who does not is shown to the
          owner by name only. A member&apos;s business is the team&apos;s: what they have not told us about it (team size, trade, postcode district) is taken from
          the owner&apos;s answers
        </li>
        <li>If you subscribe to the calls in your calendar: that you did, and since when; if you join a call from this site, that you did</li>
        <li>If you book mentoring: when, what you want to cover, the number to phone for a phone call, and your mentor&apos;s notes and the actions you agreed</li>
        <li>
          If you turn on notifications on a phone: the address your browser&apos;s notification service gave for that phone (Google&apos;s, Apple&apos;s, Mozilla&apos;s
          or Microsoft&apos;s) with its keys, the kind of browser, which notifications it wants, and each notification we sent. The notification&apos;s words are
          encrypted for your phone: the notification service passes them on without being able to read them. Turning notifications off, or closing your
          account, deletes the phone&apos;s address
        </li>
      </ul>
      <h2>Sharing your progress with your team&apos;s owner</h2>
      <p>
        We show a team member&apos;s progress to the team&apos;s owner only with the member&apos;s consent: that is our lawful basis for this sharing (UK GDPR Article
        6(1)(a)). It is off until you tick &ldquo;Share my progress&rdquo;, when you join or later, and you can withdraw it at any time on your Account page, under
        &ldquo;Your team&rdquo;; the owner then sees your name only. Withdrawing does not affect what they saw before.
      </p>
      <h2>Calls and the WhatsApp group</h2>
      <p>
        If you subscribe to the calls in your calendar, your calendar app fetches them from a private address made for you. Anyone who has that address sees the
        calls&apos; times, so keep it to yourself; &ldquo;Stop this link&rdquo; on your Calls page ends it at once.
      </p>
      <p>
        The programme&apos;s WhatsApp group runs on WhatsApp, not on this site, under WhatsApp&apos;s own privacy policy. Joining the group shows your phone number
        (and your WhatsApp name and photo) to its members. We never add you to it: you join from the link, and you can leave at any time.
      </p>
      <h2>How we use your data</h2>
      <p>We use it to run the programme: to send course materials and updates you agreed to, to give you access to your courses and progress, to answer your questions, and to report anonymised figures to the programme&apos;s funders. We never sell your data.</p>
      <h2>Cookies and storage on your device</h2>
      <p>
        We keep a few small things on your phone or computer, listed below. This site sets all of them itself. There are no analytics, advertising or tracking cookies, and our pages load no scripts from other companies.
        &ldquo;Needed&rdquo; means the part of the site you are using cannot work without it.
      </p>
      <StorageTable id="storage-site" caption="On the website and learner area" items={siteStorage} />
      <p>
        Logging out removes your learner cookie, your details and any saved lessons from the device. Your &ldquo;Data saver&rdquo; video choice is kept on your account, not on the device. To remove the rest, clear this site&apos;s data in your browser settings.
      </p>
      <StorageTable id="storage-staff" caption="In the staff admin (only for people who run the programme)" items={staffStorage} />
      <h2>Your rights under UK data protection law</h2>
      <ul>
        <li>Access: ask for a copy of the data we hold about you. With a learner account, &ldquo;Download my data&rdquo; on your Account page gives you all of it at once.</li>
        <li>Correction: ask us to correct anything that is wrong. You can change your profile and email yourself on your Profile and Account pages.</li>
        <li>Deletion: ask us to delete your data. &ldquo;Close my account&rdquo; on your Account page deletes your name, contact details and sign-in at once; what you did stays in the programme&apos;s figures without your name. Your business details and your answers to the questions about your business and to the equality questions stay too, unlinked from you (except what you wrote in your own words), so the totals already reported to the funder do not change. A waiting-list entry is removed from the link in its email.</li>
        <li>Objection: object to how we use your data</li>
        <li>Portability: receive your data in a common format. The download is a ZIP of JSON and CSV files.</li>
        <li>Withdraw consent: stop receiving course materials at any time, from the link in any of our emails or on your Account page</li>
      </ul>
      <p>
        To use any of these rights by email, write to the support address in the footer of our website; we can download or
        close an account for you. You can also complain to the Information Commissioner&apos;s Office (ICO).
      </p>
    </StaticPage>
  )
}
