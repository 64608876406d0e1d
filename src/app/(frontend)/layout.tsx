import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { ServiceWorkerRegistration } from '@/components/offline/ServiceWorkerRegistration'
import { ToastProvider } from '@/components/ui/Toaster'

import './globals.css'

export const metadata: Metadata = {
  title: { default: 'Solving Tech for Small Builders', template: '%s · Solving Tech' },
  description:
    'A free online programme that helps small UK builders, installers and supply-chain firms choose and roll out technology.',
  applicationName: 'Solving Tech',
  appleWebApp: { capable: true, title: 'Solving Tech', statusBarStyle: 'default' },
}

export const viewport: Viewport = { themeColor: '#0f2742' }

export default function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body className="bg-white text-navy-950 antialiased">
        <ToastProvider>{children}</ToastProvider>
        <ServiceWorkerRegistration />
      </body>
    </html>
  )
}
