import { BerthProvider } from '@berth/headless/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { clientReady } from './client'

void clientReady.then((client) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BerthProvider client={client}>
        <App />
      </BerthProvider>
    </StrictMode>,
  ),
)
