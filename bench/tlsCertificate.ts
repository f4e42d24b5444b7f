// A self-signed certificate for 127.0.0.1, made once with the openssl CLI and kept in bench/.cache:
// browsers speak HTTP/2 only over TLS, and the bench's contexts accept it (ignoreHTTPSErrors).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cacheDir } from './paths.ts'

export function benchCertificate(): { key: Buffer; cert: Buffer } {
  const dir = join(cacheDir, 'tls')
  const key = join(dir, 'key.pem')
  const cert = join(dir, 'cert.pem')
  if (!existsSync(key) || !existsSync(cert)) {
    mkdirSync(dir, { recursive: true })
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '3650',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    )
  }
  return { key: readFileSync(key), cert: readFileSync(cert) }
}
