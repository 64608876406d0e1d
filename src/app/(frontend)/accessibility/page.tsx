import type { Metadata } from 'next'

import { StaticPage } from '@/components/StaticPage'
import { signInCodeDigits } from '@/lib/rules/signInCodes'

export const metadata: Metadata = { title: 'Accessibility', description: 'How we make Solving Tech usable by everyone.' }

export default function AccessibilityPage() {
  return (
    <StaticPage title="Accessibility" updated="November 2026">
      <p>We want everyone in the trade to be able to use Solving Tech, on a phone on site as well as at a desk.</p>
      <h2>Our aim</h2>
      <p>
        We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA: every page works with a keyboard, has visible focus, readable text
        and strong contrast, and works with screen readers.
      </p>
      <h2>Signing in</h2>
      <p>
        You never have to remember a password (WCAG 2.2, success criterion 3.3.8, Accessible Authentication). On the sign-in page, &ldquo;Email me a
        sign-in code&rdquo; sends you a {signInCodeDigits}-digit code and a link: type the code, or open the link and press &ldquo;Sign in&rdquo;. The code
        box lets your phone fill in the code from the email, and every password box lets a password manager fill it in and lets you paste.
      </p>
      <p>
        Changing your email or closing your account asks you to show it is you. You do not need your password for that either: &ldquo;Email me a code&rdquo;
        on your Account page sends you a {signInCodeDigits}-digit code to type instead.
      </p>
      <h2>Videos</h2>
      <ul>
        <li>Every video has English captions</li>
        <li>Transcripts are available for every lesson</li>
      </ul>
      <h2>Alternative formats</h2>
      <p>If you need the workbook or any course material in another format, such as large print, audio or easy read, email us using the support address in the footer and we will do our best to help.</p>
      <h2>Tell us about a problem</h2>
      <p>If something on the site is hard to use, please tell us. We read every message and fix what we can.</p>
    </StaticPage>
  )
}
