import type { z } from 'zod'

/** A JSON-RPC method: its positional params' schema and what it answers, given a context (the cluster, a socket …). */
export interface RpcMethod<Context> {
  name: string
  params: z.ZodType<unknown[]>
  handle(params: unknown[], context: Context): unknown
}

export function defineMethod<Context, S extends z.ZodType<unknown[]>>(
  name: string,
  params: S,
  handle: (params: z.output<S>, context: Context) => unknown,
): RpcMethod<Context> {
  return { name, params, handle: (values, context) => handle(values as z.output<S>, context) }
}

/** The methods by name, for the dispatcher. */
export function methodTable<Context>(...groups: readonly (readonly RpcMethod<Context>[])[]): Map<string, RpcMethod<Context>> {
  return new Map(groups.flat().map((method) => [method.name, method]))
}
