import { createIcon } from './Icon'

export const CloseIcon = createIcon('close', <path d="M6 6l12 12M18 6L6 18" />)
