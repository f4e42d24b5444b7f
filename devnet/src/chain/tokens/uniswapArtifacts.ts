import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

const require = createRequire(import.meta.url)

export interface UniswapArtifact {
  abi: Abi
  bytecode: Hex
}

const load = (path: string): UniswapArtifact => {
  const json = require(path) as { abi: Abi; bytecode: string }
  return { abi: json.abi, bytecode: (json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`) as Hex }
}

/** The compiled contracts as Uniswap published them on npm: deployed as they are, never recompiled. */
export function uniswapArtifacts(): { WETH9: UniswapArtifact; UniswapV2Factory: UniswapArtifact; UniswapV2Router02: UniswapArtifact } {
  return {
    WETH9: load('@uniswap/v2-periphery/build/WETH9.json'),
    UniswapV2Factory: load('@uniswap/v2-core/build/UniswapV2Factory.json'),
    UniswapV2Router02: load('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
  }
}
