import { createIcon } from './Icon'

/** A chevron pointing right (data-icon="chevron-right"): the end of a ListItem with `chevron`, a row that leads to another view. */
export const ChevronRightIcon = createIcon('chevron-right', <path d="M9 5l7 7-7 7" />)
