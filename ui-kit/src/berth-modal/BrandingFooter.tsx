import { Text } from '../primitives/Text'

/** The modal's branding line: an optional part, loaded only while the branding feature is on. */
export default function BrandingFooter() {
  return (
    <Text variant="micro" tone="tertiary" align="center" data-slot="branding-footer">
      UX by Berth
    </Text>
  )
}
