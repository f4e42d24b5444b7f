import type { Story, StoryDefault } from '@ladle/react'
import { useState, type ComponentType, type ReactNode } from 'react'
import { WalletIcon } from '../icons/WalletIcon'
import { Alert } from '../primitives/Alert'
import { Button } from '../primitives/Button'
import { walletIcons } from '../primitives/fixtures'
import { ListItem } from '../primitives/ListItem'
import { Text } from '../primitives/Text'
import { WalletImage } from '../primitives/WalletImage'
import { Modal, type ModalProps } from './Modal'
import { createViewRegistry } from './viewRegistry'
import { ViewOutlet } from './ViewOutlet'

export default { title: 'Modal / Modal' } satisfies StoryDefault

/** A modal that starts open and can be reopened from the page. */
function Demo({ children, ...props }: Partial<ModalProps> & { children?: ReactNode }) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open modal</Button>
      <Modal title="Connect Wallet" open={open} onOpenChange={setOpen} {...props}>
        {children}
      </Modal>
    </>
  )
}

function WalletList() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <ListItem leading={<WalletImage name="Fox Wallet" src={walletIcons.fox} alt="" />} tag="Recent">
        Fox Wallet
      </ListItem>
      <ListItem leading={<WalletImage name="Purple Wallet" src={walletIcons.purple} alt="" />} tag="Installed" tagVariant="success">
        Purple Wallet
      </ListItem>
      <ListItem leading={<WalletImage name="WalletConnect" src={walletIcons.blue} alt="" />} tag="QR Code" tagVariant="accent">
        WalletConnect
      </ListItem>
      <ListItem leading={<WalletIcon size={24} />} variant="ghost" chevron>
        All wallets
      </ListItem>
    </div>
  )
}

export const Default: Story = () => (
  <Demo>
    <WalletList />
  </Demo>
)

export const WithBack: Story = () => (
  <Demo title="All Wallets" onBack={() => undefined}>
    <WalletList />
  </Demo>
)

export const CannotClose: Story = () => (
  <Demo title="Sign In" canClose={false}>
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Alert variant="warning" title="Signature required">
        Sign the message in your wallet to continue.
      </Alert>
      <Button fullWidth loading>
        Signing
      </Button>
    </div>
  </Demo>
)

export const WithFooter: Story = () => (
  <Demo
    footer={
      <Text variant="small" tone="secondary">
        By connecting you agree to the Terms.
      </Text>
    }
  >
    <WalletList />
  </Demo>
)

export const CustomTheme: Story = () => (
  <Demo
    themeVariables={{
      '--berth-accent': '#9b51e0',
      '--berth-border-radius-master': '2px',
      '--berth-font-family': 'Georgia, serif',
    }}
  >
    <WalletList />
    <div style={{ height: 12 }} />
    <Button fullWidth>Continue</Button>
  </Demo>
)

const view = (name: string, body: ReactNode): Promise<{ default: ComponentType }> =>
  Promise.resolve({
    default: function StoryView() {
      return (
        <>
          <Text variant="paragraph" weight="medium">
            {name}
          </Text>
          {body}
        </>
      )
    },
  })

const registry = createViewRegistry({
  Connect: () => view('Connect', <WalletList />),
  Account: () => view('Account', <Text tone="secondary">0x7099…79C8</Text>),
  Pending: () => new Promise<never>(() => undefined),
})

export const ViewRouting: Story = () => {
  const [stack, setStack] = useState<Array<'Connect' | 'Account' | 'Pending'>>(['Connect'])
  const current = stack[stack.length - 1] ?? 'Connect'
  return (
    <Demo
      title={current}
      onBack={stack.length > 1 ? () => setStack((s) => s.slice(0, -1)) : undefined}
      footer={
        <div style={{ display: 'flex', gap: 8, justifyContent: 'center' }}>
          <Button size="sm" variant="secondary" onClick={() => setStack((s) => [...s, 'Account'])}>
            Push Account
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setStack((s) => [...s, 'Pending'])}>
            Push loading view
          </Button>
        </div>
      }
    >
      <ViewOutlet registry={registry} name={current} />
    </Demo>
  )
}
