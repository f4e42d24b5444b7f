// Views load as lazy chunks, and in the unit suite each chunk is transformed by Vite on its first
// import: on a busy 2-core machine a first view can take longer than Testing Library's 1 s default
// to appear. A longer wait changes no assertion; a view that never appears still fails.
import { configure } from '@testing-library/react'

configure({ asyncUtilTimeout: 5_000 })
