import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig(({ command }) => {
  // A build is always the production artifact, whatever NODE_ENV the caller exported.
  if (command === 'build') process.env.NODE_ENV = 'production'
  return {
    plugins: [react()],
    server: { host: '127.0.0.1', port: 5175, strictPort: true },
    preview: { host: '127.0.0.1', port: 5175, strictPort: true },
    build: { target: 'es2022', manifest: true },
  }
})
