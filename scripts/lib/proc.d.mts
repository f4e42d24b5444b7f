import type { ChildProcess, SpawnOptions } from 'node:child_process'

export function pnpmCommand(): string[]
export function spawnGroup(cmd: string, args: readonly string[], options?: SpawnOptions): ChildProcess
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void
export function groupAlive(child: ChildProcess): boolean
export function stopGroup(child: ChildProcess, options?: { signal?: NodeJS.Signals; graceMs?: number }): Promise<void>
export function exitCodeOf(child: ChildProcess): Promise<number>
export function sleep(ms: number): Promise<void>
export function waitForHttp(url: string, options?: { timeoutMs?: number; isAlive?: () => boolean; init?: RequestInit }): Promise<Response>
export function probeChainId(url: string, timeoutMs?: number): Promise<number | undefined>
export function descendants(pid: number): number[]
