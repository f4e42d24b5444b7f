export const toHexChainId = (chainId: number): `0x${string}` => `0x${chainId.toString(16)}`
export const fromHexChainId = (hex: string): number => Number.parseInt(hex, 16)
export const sameAddress = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase()
