import { describe, expect, test } from 'vitest'
import { appEnv, peerWarnings } from '../consumers/lib/consumerApp.js'

describe('peerWarnings', () => {
  test("picks npm's peer dependency complaints out of an install's output", () => {
    const output = [
      'npm warn deprecated inflight@1.0.6: This module is not supported',
      'npm warn ERESOLVE overriding peer dependency',
      'npm warn Could not resolve dependency:',
      'npm warn peer react@"^18.0.0" from @berth/ui-kit@0.1.0',
      'added 67 packages in 7s',
    ].join('\n')
    expect(peerWarnings(output)).toEqual([
      'npm warn ERESOLVE overriding peer dependency',
      'npm warn Could not resolve dependency:',
      'npm warn peer react@"^18.0.0" from @berth/ui-kit@0.1.0',
    ])
  })

  test('a clean install has none', () => {
    expect(peerWarnings('\nadded 65 packages in 21s\n')).toEqual([])
  })
})

test("appEnv keeps the runner's npm, pnpm and NODE_ENV settings out of the app's commands", () => {
  const saved = { ...process.env }
  try {
    Object.assign(process.env, { npm_config_registry: 'http://127.0.0.1:1/', PNPM_CONFIG_PM_ON_FAIL: 'ignore', NODE_ENV: 'test', BERTH_KEEP: 'yes' })
    const env = appEnv({ EXTRA: '1' })
    expect(env.npm_config_registry).toBeUndefined()
    expect(env.PNPM_CONFIG_PM_ON_FAIL).toBeUndefined()
    expect(env.NODE_ENV).toBeUndefined()
    expect(env.BERTH_KEEP).toBe('yes')
    expect(env.EXTRA).toBe('1')
    expect(env.NEXT_TELEMETRY_DISABLED).toBe('1')
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
    Object.assign(process.env, saved)
  }
})
