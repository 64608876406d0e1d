export const legalLinks = [
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-of-service', label: 'Terms of Service' },
  { href: '/accessibility', label: 'Accessibility' },
] as const

export const sectionLinks = [
  { href: '#programme', label: 'Programme' },
  { href: '#about', label: 'About' },
  { href: '#faq', label: 'FAQ' },
] as const
