// @berth/ui-kit: the package's only barrel. Styles: import '@berth/ui-kit/styles.css'.

// theme
export { ThemeRoot, useBerthTheme, type ThemeContextValue, type ThemeRootProps } from './theme/ThemeRoot'
export {
  sanitizeCssValue,
  themeStyle,
  themeVariableNames,
  type ThemeMode,
  type ThemeStyle,
  type ThemeVariableName,
  type ThemeVariables,
} from './theme/themeStyle'

// icons
export { CheckIcon } from './icons/CheckIcon'
export { BackIcon, ChevronLeftIcon } from './icons/ChevronLeftIcon'
export { ChevronRightIcon } from './icons/ChevronRightIcon'
export { CloseIcon } from './icons/CloseIcon'
export { CopyIcon } from './icons/CopyIcon'
export { createIcon, type IconProps } from './icons/Icon'
export { NetworkIcon } from './icons/NetworkIcon'
export { WalletIcon } from './icons/WalletIcon'

// primitives
export { Alert, alertVariants, type AlertProps } from './primitives/Alert'
export { Avatar, avatarGradient, avatarVariants, type AvatarProps } from './primitives/Avatar'
export { Button, type ButtonProps } from './primitives/Button'
export { buttonVariants } from './primitives/buttonVariants'
export { CopyButton, type CopyButtonProps } from './primitives/CopyButton'
export { IconButton, iconButtonVariants, type IconButtonProps } from './primitives/IconButton'
export { ListItem, listItemVariants, type ListItemProps } from './primitives/ListItem'
export { NetworkList, type NetworkListProps } from './primitives/NetworkList'
export { Skeleton, skeletonVariants, type SkeletonProps } from './primitives/Skeleton'
export { Spinner, spinnerVariants, type SpinnerProps } from './primitives/Spinner'
export {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  tabsListVariants,
  tabsTriggerVariants,
  type TabsContentProps,
  type TabsListProps,
  type TabsProps,
  type TabsTriggerProps,
} from './primitives/Tabs'
export { Tag, tagVariants, type TagProps } from './primitives/Tag'
export { Text, textVariants, type TextProps } from './primitives/Text'
export { Toast, toastVariants, type ToastProps } from './primitives/Toast'
export { initialOf, WalletImage, walletImageVariants, type WalletImageProps } from './primitives/WalletImage'

// modal
export { Modal, type ModalContentProps, type ModalProps } from './modal/Modal'
export {
  createViewRegistry,
  resolveView,
  type ViewLoader,
  type ViewLoaders,
  type ViewModule,
  type ViewOverrides,
  type ViewRegistry,
} from './modal/viewRegistry'
export { ViewFallback, ViewOutlet, type ViewOutletProps } from './modal/ViewOutlet'

// stock modal, views and connect button
export { BerthModal, preloadBerthModal } from './berth-modal/BerthModal'
export type { BerthModalProps } from './berth-modal/types'
export { ConnectButton, type ConnectButtonProps } from './connect-button/ConnectButton'
export { stockViews, type StockViewName } from './views/registry'
export { shortenAddress } from './format/shortenAddress'
export { formatAmount } from './format/formatAmount'
export { QrCode, type QrCodeProps } from './primitives/QrCode'
