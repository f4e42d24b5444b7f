import { cva, cx, type VariantProps } from 'class-variance-authority'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { ChevronRightIcon } from '../icons/ChevronRightIcon'
import { Spinner } from './Spinner'
import { Tag, type TagProps } from './Tag'

/** The ListItem's classes by `variant`: default (a filled row) or ghost (transparent until hovered). */
export const listItemVariants = cva('berth-list-item', {
  variants: {
    variant: {
      default: 'berth-list-item--default',
      ghost: 'berth-list-item--ghost',
    },
  },
  defaultVariants: { variant: 'default' },
})

/** A button's props plus the row's parts: `leading`, `description`, `tag` or `trailing`, `chevron`, `loading`; the children are the label. */
export type ListItemProps = ComponentProps<'button'> &
  VariantProps<typeof listItemVariants> & {
    /** Leading image slot, typically a WalletImage or an icon. */
    leading?: ReactNode
    /** Secondary line under the label. */
    description?: ReactNode
    /**
     * Trailing tag, e.g. "Recent", "Installed". A string renders a Tag, which describes the row
     * (aria-describedby) rather than joining its name: the row stays named by its label.
     */
    tag?: ReactNode
    /** The Tag's variant when `tag` is a string or a number. */
    tagVariant?: TagProps['variant']
    /** Replaces the default trailing content (the tag, or a chevron when `chevron`). */
    trailing?: ReactNode
    /** Shows a chevron at the end when there is no tag. */
    chevron?: boolean
    /** Shows a spinner in the trailing slot and marks the row busy. */
    loading?: boolean
  }

/**
 * A 56px full-width row button: wallet lists, network lists, account actions. data-slot="list-item",
 * with the parts list-item-leading, list-item-label, list-item-description and list-item-trailing.
 */
export function ListItem({
  variant,
  leading,
  description,
  tag,
  tagVariant,
  trailing,
  chevron = false,
  loading = false,
  className,
  children,
  type,
  'aria-describedby': describedBy,
  ...props
}: ListItemProps) {
  const tagId = useId()
  let end: ReactNode = trailing
  let tagDescribes = false
  if (loading) end = <Spinner size="sm" decorative />
  else if (end === undefined) {
    if (typeof tag === 'string' || typeof tag === 'number') {
      tagDescribes = true
      end = (
        <Tag variant={tagVariant} id={tagId} aria-hidden="true">
          {tag}
        </Tag>
      )
    } else if (tag != null) end = tag
    else if (chevron) end = <ChevronRightIcon size={16} />
  }
  return (
    <button
      type={type ?? 'button'}
      data-slot="list-item"
      data-loading={loading ? '' : undefined}
      aria-busy={loading || undefined}
      aria-describedby={[describedBy, tagDescribes ? tagId : undefined].filter(Boolean).join(' ') || undefined}
      className={cx(listItemVariants({ variant }), className)}
      {...props}
    >
      {leading != null ? (
        <span data-slot="list-item-leading" className="berth-list-item__leading">
          {leading}
        </span>
      ) : null}
      <span className="berth-list-item__text">
        <span data-slot="list-item-label" className="berth-list-item__label">
          {children}
        </span>
        {description != null ? (
          <span data-slot="list-item-description" className="berth-list-item__description">
            {description}
          </span>
        ) : null}
      </span>
      {end != null ? (
        <span data-slot="list-item-trailing" className="berth-list-item__trailing">
          {end}
        </span>
      ) : null}
    </button>
  )
}
