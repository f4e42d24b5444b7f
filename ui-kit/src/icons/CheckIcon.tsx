import { createIcon } from './Icon'

/** A check mark (data-icon="check"): CopyButton after a copy, the success Toast, a sent transfer. */
export const CheckIcon = createIcon('check', <path d="M5 12.5l4.5 4.5L19 7.5" />)
