import type { SeedSolutionProvider } from '../types'

/**
 * Invented sample providers for the Solutions page (spec 2.13): six cards, prices from 18 to 35 pounds a month and
 * ratings from 4.4 to 4.9. These are not real products; replace them with vetted providers before launch.
 */
export const solutionProviders: SeedSolutionProvider[] = [
  {
    order: 1,
    name: 'SiteFlow',
    category: 'Job management',
    description:
      'Every job in one place: schedules, photos, notes, materials and customer messages, on any phone, so the whole team works from the same information.',
    features: [
      'Job list and calendar for the whole team',
      'Site photos and notes against each job',
      'Materials and variations tracking',
      'Customer progress updates by text',
      'Works offline on site',
    ],
    priceFromMonthly: 29,
    rating: 4.8,
    badge: 'Most popular',
    verified: true,
    contactUrl: 'mailto:siteflow@example.com',
    websiteUrl: 'https://example.com/siteflow',
    isSampleContent: true,
  },
  {
    order: 2,
    name: 'QuoteMate',
    category: 'Quoting and invoicing',
    description:
      'Professional, branded quotes and invoices from your phone in minutes, with online acceptance, pay-now links and polite automatic reminders.',
    features: [
      'Branded quote and invoice templates',
      'Reusable price book',
      'Online quote acceptance',
      'Pay-now card and bank links',
      'Automatic payment reminders',
    ],
    priceFromMonthly: 18,
    rating: 4.7,
    badge: 'Best value',
    verified: true,
    contactUrl: 'mailto:quotemate@example.com',
    websiteUrl: 'https://example.com/quotemate',
    isSampleContent: true,
  },
  {
    order: 3,
    name: 'LedgerLite',
    category: 'Accounting',
    description:
      'Making Tax Digital ready bookkeeping built for trades, with bank feeds, CIS and VAT handled for you and easy access for your accountant.',
    features: [
      'Live bank feeds',
      'CIS deductions and statements',
      'MTD VAT returns',
      'Receipt capture by photo',
      'Free accountant access',
      'Cash-flow forecast',
    ],
    priceFromMonthly: 25,
    rating: 4.6,
    badge: 'MTD ready',
    verified: true,
    contactUrl: 'mailto:ledgerlite@example.com',
    websiteUrl: 'https://example.com/ledgerlite',
    isSampleContent: true,
  },
  {
    order: 4,
    name: 'CrewPlan',
    category: 'Scheduling',
    description:
      'Drag-and-drop planning for your own team and subcontractors, with clock-in timesheets and holiday tracking that keep themselves up to date.',
    features: ['Team and subcontractor calendar', 'Job invites by text', 'Clock-in timesheets', 'Holiday and absence tracking'],
    priceFromMonthly: 22,
    rating: 4.4,
    badge: 'Easy setup',
    verified: false,
    contactUrl: 'mailto:crewplan@example.com',
    websiteUrl: 'https://example.com/crewplan',
    isSampleContent: true,
  },
  {
    order: 5,
    name: 'LeadLadder',
    category: 'Customer relationships (CRM)',
    description:
      'Never lose an enquiry again: track every lead from first call to finished job, follow up on time and ask happy customers for reviews automatically.',
    features: [
      'Shared enquiry inbox',
      'Follow-up reminders',
      'Simple sales pipeline',
      'Automatic review requests',
      'Website enquiry form',
    ],
    priceFromMonthly: 35,
    rating: 4.5,
    badge: 'Wins more work',
    verified: true,
    contactUrl: 'mailto:leadladder@example.com',
    websiteUrl: 'https://example.com/leadladder',
    isSampleContent: true,
  },
  {
    order: 6,
    name: 'SnapSite',
    category: 'Site photos and compliance',
    description:
      'Time-stamped photo records, checklists and risk assessments that prove the job was done right and keep your paperwork inspection-ready.',
    features: [
      'Time-stamped, located photos',
      'Custom checklists',
      'Risk assessment and method statement templates',
      'Customer sign-off reports',
      'Automatic cloud backup',
    ],
    priceFromMonthly: 19,
    rating: 4.9,
    badge: 'Top rated',
    verified: true,
    contactUrl: 'mailto:snapsite@example.com',
    websiteUrl: 'https://example.com/snapsite',
    isSampleContent: true,
  },
]
