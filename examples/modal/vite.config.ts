import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig(({ command }) => {
  // The test runner exports NODE_ENV=test, which would make a build a development build (React's
  // dev bundle, the Devnet Wallet included). A build here is always the production artifact.
  if (command === 'build') process.env.NODE_ENV = 'production'
  return {
    plugins: [react()],
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 5173, strictPort: true },
    // The manifest lets the size budget follow what opening the modal really loads (.size-limit.cjs).
    build: { target: 'es2022', manifest: true },
  }
})
