import { createIcon } from './Icon'

/** A globe (data-icon="network"), the kit's generic mark for a network: NetworkList's rows, the Account and SwitchNetwork views. */
export const NetworkIcon = createIcon(
  'network',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.75 5.6 3.75 9S14.5 18.4 12 21c-2.5-2.6-3.75-5.6-3.75-9S9.5 5.6 12 3z" />
  </>,
)
