import { describe, expect, it } from 'vitest'
import type { DevnetIdentity } from './identities'
import { identitiesOf } from './identities'
import { renderLoginPage, renderMessagePage } from './interactionPage'

const hostile: DevnetIdentity = {
  sub: 'x-devnet-1"><script>alert(1)</script>',
  provider: 'x',
  email: '<img src=x onerror=alert(1)>@x.devnet.example',
  email_verified: true,
  name: 'Eve & <b>Mallory</b>',
  preferred_username: "eve'devnet",
}

describe('the login page', () => {
  it('names the provider and shows one button per identity and Cancel', () => {
    const html = renderLoginPage('uid-1', 'github', identitiesOf('github'))
    expect(html).toContain('<title>Sign in with GitHub (Berth Devnet)</title>')
    expect(html).toContain('<h1>Sign in with GitHub (Berth Devnet)</h1>')
    expect([...html.matchAll(/name="sub" value="([^"]+)"/g)].map((match) => match[1])).toEqual(['github-devnet-1001', 'github-devnet-1002'])
    expect(html).toContain('action="/interaction/uid-1/login"')
    expect(html).toContain('action="/interaction/uid-1/abort"')
    expect(html).toContain('>Cancel</button>')
    expect(html).not.toMatch(/<(script|link|img)\b/)
  })

  it('escapes every value of an identity and the interaction id', () => {
    const html = renderLoginPage('a"b<c', 'x', [hostile])
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<b>')
    expect(html).toContain('value="x-devnet-1&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"')
    expect(html).toContain('Eve &amp; &lt;b&gt;Mallory&lt;/b&gt;')
    expect(html).toContain('eve&apos;devnet')
    expect(html).toContain('action="/interaction/a%22b%3Cc/login"')
  })
})

describe('the message page', () => {
  it('escapes its title and text', () => {
    const html = renderMessagePage('<i>Oops</i>', 'invalid_request: "<script>"')
    expect(html).toContain('<h1>&lt;i&gt;Oops&lt;/i&gt;</h1>')
    expect(html).toContain('invalid_request: &quot;&lt;script&gt;&quot;')
    expect(html).not.toContain('<script>')
  })
})
