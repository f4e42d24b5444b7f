import { createIcon } from './Icon'

/** A cross (data-icon="close"): the modal's close button, an alert's dismiss button, the error Toast. */
export const CloseIcon = createIcon('close', <path d="M6 6l12 12M18 6L6 18" />)
