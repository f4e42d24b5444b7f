/**
 * The stock modal, its views, primitives and theme.
 *
 * @module @berth/ui-kit
 */
export * from '@berth/ui-kit'
