import type { CodePurpose, StoredCode } from './codes'
import { emptyGuard, type EmailGuard } from './emailGuard'
import type { SealedMnemonic, UserAddresses } from './keyCustody'

// The frame's auth records, in memory for one devnet run: users (their keys sealed), known devices,
// hashed codes, per-email guards, hashed sessions and device links, pending email changes.

/** A social or Farcaster login's identity: the provider ('google', ..., 'farcaster'), its subject (sub, fid) and username. */
export interface FrameIdentity {
  provider: string
  subject: string
  username: string
}

export interface FrameUser {
  id: string
  /** The login email; null for a user who signed in with a social provider or Farcaster. */
  email: string | null
  /** The social or Farcaster identity the user signed in with; undefined for an email user. */
  identity?: FrameIdentity
  createdAt: number
  sealedMnemonic: SealedMnemonic
  addresses: UserAddresses
  /** Device ids (each kept by a browser in the frame origin's localStorage) that verified a code or were approved. */
  devices: Set<string>
}

export interface FrameSession {
  tokenHash: string
  userId: string
  deviceId: string
  expiresAt: number
  revokedAt?: number
}

export interface DeviceLink {
  tokenHash: string
  userId: string
  deviceId: string
  expiresAt: number
  usedAt?: number
}

export interface EmailUpdate {
  newEmail: string
  /** The primary code (to the old address) was verified; the secondary one went to the new address. */
  primaryVerified: boolean
}

/** The records an AuthService keeps; MemoryAuthStore holds them for one run. */
export class MemoryAuthStore {
  private readonly users = new Map<string, FrameUser>()
  private readonly userIds = new Map<string, string>()
  private readonly identityIds = new Map<string, string>()
  private readonly codes = new Map<string, StoredCode>()
  private readonly guards = new Map<string, EmailGuard>()
  private readonly sessions = new Map<string, FrameSession>()
  private readonly links = new Map<string, DeviceLink>()
  private readonly updates = new Map<string, EmailUpdate>()

  userByEmail(email: string): FrameUser | undefined {
    const id = this.userIds.get(email)
    return id === undefined ? undefined : this.users.get(id)
  }
  userById(id: string): FrameUser | undefined {
    return this.users.get(id)
  }
  userByIdentity(provider: string, subject: string): FrameUser | undefined {
    const id = this.identityIds.get(`${provider}\n${subject}`)
    return id === undefined ? undefined : this.users.get(id)
  }
  addUser(user: FrameUser): void {
    this.users.set(user.id, user)
    if (user.email !== null) this.userIds.set(user.email, user.id)
    if (user.identity) this.identityIds.set(`${user.identity.provider}\n${user.identity.subject}`, user.id)
  }
  changeEmail(user: FrameUser, email: string): void {
    if (user.email !== null) this.userIds.delete(user.email)
    user.email = email
    this.userIds.set(email, user.id)
  }

  code(purpose: CodePurpose, email: string): StoredCode | undefined {
    return this.codes.get(`${purpose}\n${email}`)
  }
  setCode(email: string, code: StoredCode): void {
    this.codes.set(`${code.purpose}\n${email}`, code)
  }

  guard(email: string): EmailGuard {
    return this.guards.get(email) ?? emptyGuard()
  }
  setGuard(email: string, guard: EmailGuard): void {
    this.guards.set(email, guard)
  }

  session(tokenHash: string): FrameSession | undefined {
    return this.sessions.get(tokenHash)
  }
  addSession(session: FrameSession): void {
    this.sessions.set(session.tokenHash, session)
  }

  link(tokenHash: string): DeviceLink | undefined {
    return this.links.get(tokenHash)
  }
  addLink(link: DeviceLink): void {
    this.links.set(link.tokenHash, link)
  }
  /** Whether a device link was mailed for this user and device (followed or not). */
  hasLinkFor(userId: string, deviceId: string): boolean {
    for (const link of this.links.values()) if (link.userId === userId && link.deviceId === deviceId) return true
    return false
  }

  emailUpdate(userId: string): EmailUpdate | undefined {
    return this.updates.get(userId)
  }
  setEmailUpdate(userId: string, update: EmailUpdate | undefined): void {
    if (update) this.updates.set(userId, update)
    else this.updates.delete(userId)
  }
}
