/** 'bip122.' and the wallet's name with every character outside [A-Za-z0-9_.-] as '-' (stored connector ids keep /^[A-Za-z0-9][\w.-]{0,254}$/), as Solana's ids are made. */
export function bip122ConnectorId(name: string): string {
  return `bip122.${name.replace(/[^A-Za-z0-9_.-]/g, '-')}`
}
