import type { Metadata } from 'next'

import { StaticPage } from '@/components/StaticPage'

export const metadata: Metadata = { title: 'Terms of Service', description: 'The terms for taking part in the Solving Tech programme.' }

export default function TermsOfServicePage() {
  return (
    <StaticPage title="Terms of Service" updated="November 2026">
      <p>These terms apply when you join the Solving Tech programme or use the course platform.</p>
      <h2>Eligibility</h2>
      <p>The programme is for small and medium construction businesses in the UK: builders, installers and firms in the construction supply chain, from sole traders to teams of about 50 people.</p>
      <h2>Your responsibilities</h2>
      <ul>
        <li>Give accurate information when you sign up, and keep your password to yourself</li>
        <li>Treat other members of the group and the calls with respect</li>
        <li>Use the course materials for your own business, not to resell them</li>
      </ul>
      <h2>Intellectual property</h2>
      <p>The videos, workbook and other course materials belong to Solving Tech and its partners. You may use them within your own business.</p>
      <h2>Limits of our liability</h2>
      <p>The programme gives general guidance. You remain responsible for the technology and business decisions you make. We are not liable for losses that result from choosing or using third-party tools, and the solution providers we list are independent of us.</p>
    </StaticPage>
  )
}
