import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { BrowserErrorReporter } from '@/domains/browserErrors/ui/BrowserErrorReporter'
import { ServiceWorkerRegistration } from '@/components/offline/ServiceWorkerRegistration'
import { siteDescription, siteName } from '@/lib/rules/siteMetadata'
import { env } from '@/lib/server/env'
import { ToastProvider } from '@/ui/Toaster'

import './globals.css'

/**
 * Every page's canonical address is its own path at PUBLIC_URL ('./' resolves against the page's path), and link
 * previews take the page's title and description. Prerendered pages take PUBLIC_URL as it was at build time
 * (README, "Running it for real").
 */
export const generateMetadata = (): Metadata => ({
  metadataBase: new URL(env.publicUrl),
  title: { default: 'Solving Tech for Small Builders', template: `%s · ${siteName}` },
  description: siteDescription,
  applicationName: siteName,
  appleWebApp: { capable: true, title: siteName, statusBarStyle: 'default' },
  alternates: { canonical: './' },
  openGraph: { type: 'website', siteName, locale: 'en_GB', url: './' },
  twitter: { card: 'summary_large_image' },
})

export const viewport: Viewport = { themeColor: '#0f2742' }

export default function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body className="bg-white text-navy-950 antialiased">
        <ToastProvider>{children}</ToastProvider>
        <ServiceWorkerRegistration />
        <BrowserErrorReporter />
      </body>
    </html>
  )
}
