import { createIcon } from './Icon'

export const ChevronRightIcon = createIcon('chevron-right', <path d="M9 5l7 7-7 7" />)
