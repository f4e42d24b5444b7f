import { createIcon } from './Icon'

export const ChevronLeftIcon = createIcon('chevron-left', <path d="M15 5l-7 7 7 7" />)
/** The header's back arrow. */
export const BackIcon = ChevronLeftIcon
