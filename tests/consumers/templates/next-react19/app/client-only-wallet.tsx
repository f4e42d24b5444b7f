'use client'

import dynamic from 'next/dynamic'

// Rendered in the browser only, for now: the first client render of a visitor with a stored
// connection reads it ('connecting') where the server, which cannot see it, rendered
// 'disconnected', and React reports a hydration mismatch. Once the layout hands the provider the
// initial state from the request's cookies, the page renders <Wallet /> directly and this file goes.
export const ClientOnlyWallet = dynamic(() => import('./wallet').then((module) => module.Wallet), { ssr: false })
