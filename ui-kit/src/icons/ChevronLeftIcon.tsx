import { createIcon } from './Icon'

/** A chevron pointing left (data-icon="chevron-left"): the modal header's back button. */
export const ChevronLeftIcon = createIcon('chevron-left', <path d="M15 5l-7 7 7 7" />)
/** The header's back arrow. */
export const BackIcon = ChevronLeftIcon
