import { Wallet } from './wallet'

// Rendered on each request, as a page that reads the visitor's cookies is.
export const dynamic = 'force-dynamic'

export default function Home() {
  return (
    <main>
      <h1>Berth in Next.js</h1>
      <Wallet />
    </main>
  )
}
