// The React-only baseline: the same page with a plain button and no wallet library.
import { useState } from 'react'
import { createRoot } from 'react-dom/client'

function App() {
  const [clicks, setClicks] = useState(0)
  return (
    <main>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        Connect Wallet
      </button>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(<App />)
