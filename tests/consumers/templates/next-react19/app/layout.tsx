import '@berth/ui-kit/styles.css'
import { cookieToInitialState } from '@berth/headless'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { berthOptions } from './berth'
import { Providers } from './providers'

export const metadata: Metadata = {
  title: 'Berth consumer: Next.js + React 19',
}

export default async function RootLayout({ children }: LayoutProps<'/'>) {
  // The visitor's remembered connection, from the request's Cookie header: rendered as connected.
  const initialState = cookieToInitialState(berthOptions, (await headers()).get('cookie'))
  return (
    <html lang="en">
      <body>
        <Providers initialState={initialState}>{children}</Providers>
      </body>
    </html>
  )
}
