import type { MetadataRoute } from 'next'

/** The web app manifest (/manifest.webmanifest): what a phone needs to install the site; colours from globals.css. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Solving Tech',
    short_name: 'Solving Tech',
    description: 'Short technology lessons for small UK builders, on your phone, even without signal.',
    id: '/v1',
    start_url: '/v1',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0f2742',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}
