import '@berth/ui-kit/styles.css'
import { BerthProvider } from '@berth/headless/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { client } from './berth.ts'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BerthProvider client={client}>
      <App />
    </BerthProvider>
  </StrictMode>,
)
