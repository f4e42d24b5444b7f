import { createIcon } from './Icon'

export const CheckIcon = createIcon('check', <path d="M5 12.5l4.5 4.5L19 7.5" />)
