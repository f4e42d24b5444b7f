import * as TabsPrimitive from '@radix-ui/react-tabs'
import { cva, cx, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'

/** The TabsList's classes by `fullWidth`, true by default. */
export const tabsListVariants = cva('berth-tabs__list', {
  variants: {
    /** The triggers share the row's width equally. */
    fullWidth: {
      true: 'berth-tabs__list--full',
      false: '',
    },
  },
  defaultVariants: { fullWidth: true },
})

/** The TabsTrigger's classes (there are no variants), to style another element as a tab. */
export const tabsTriggerVariants = cva('berth-tabs__trigger')

/** Radix Tabs.Root's props: `value` and `onValueChange`, or `defaultValue`, and the div's. */
export type TabsProps = ComponentProps<typeof TabsPrimitive.Root>

/**
 * Radix Tabs, controlled or uncontrolled (`value` / `defaultValue`). Keyboard: the arrow keys move
 * between triggers and select the one focused, Home / End jump to the ends; Tab leaves the list
 * for the selected panel. data-slot="tabs".
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <TabsPrimitive.Root data-slot="tabs" className={cx('berth-tabs', className)} {...props} />
}

/** Radix Tabs.List's props plus `fullWidth`. */
export type TabsListProps = ComponentProps<typeof TabsPrimitive.List> & VariantProps<typeof tabsListVariants>

/** The row of TabsTriggers (role="tablist", data-slot="tabs-list"); the triggers share its width unless `fullWidth` is false. */
export function TabsList({ fullWidth, className, ...props }: TabsListProps) {
  return <TabsPrimitive.List data-slot="tabs-list" className={cx(tabsListVariants({ fullWidth }), className)} {...props} />
}

/** Radix Tabs.Trigger's props; its `value` names the TabsContent it selects. */
export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger>

/** One tab (data-slot="tabs-trigger"); styled through Radix's `data-state="active" | "inactive"`. */
export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return <TabsPrimitive.Trigger data-slot="tabs-trigger" className={cx(tabsTriggerVariants(), className)} {...props} />
}

/** Radix Tabs.Content's props; its `value` is its TabsTrigger's. */
export type TabsContentProps = ComponentProps<typeof TabsPrimitive.Content>

/** A tab's panel (data-slot="tabs-content"); mounted only while its tab is selected (pass `forceMount` to keep it). */
export function TabsContent({ className, ...props }: TabsContentProps) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cx('berth-tabs__content', className)} {...props} />
}
