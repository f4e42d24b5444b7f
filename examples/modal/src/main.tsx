import '@berth/ui-kit/styles.css'
import './example.css'
import { BerthProvider } from '@berth/headless/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { clientReady } from './client'

// The Devnet Wallet stands in for a browser extension while developing; never in a build.
if (import.meta.env.DEV) void import('@berth/devnet/wallet')

void clientReady.then((client) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BerthProvider client={client}>
        <App />
      </BerthProvider>
    </StrictMode>,
  ),
)
