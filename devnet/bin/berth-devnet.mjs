#!/usr/bin/env node
// The devnet ships as TypeScript source; tsx (a workspace devDependency) runs it without a build.
import { register } from 'tsx/esm/api'

register()
await import('../src/cli.ts')
