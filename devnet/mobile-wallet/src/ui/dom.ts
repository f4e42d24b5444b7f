type Child = Node | string | null | undefined | false

export interface Props {
  class?: string
  text?: string
  attrs?: Record<string, string>
  onClick?: (event: Event) => void
}

/**
 * Builds an element. Text from a dapp (names, URLs, messages) only ever goes in as text nodes,
 * never as markup, so a dapp cannot inject into the wallet's page.
 */
export function h<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, props: Props = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = doc.createElement(tag)
  if (props.class) element.className = props.class
  if (props.text !== undefined) element.textContent = props.text
  for (const [name, value] of Object.entries(props.attrs ?? {})) element.setAttribute(name, value)
  if (props.onClick) element.addEventListener('click', props.onClick)
  for (const child of children) if (child) element.append(child)
  return element
}

/** A button that disables itself while its action runs, so a double click acts once. */
export function actionButton(
  doc: Document,
  label: string,
  action: () => Promise<unknown>,
  variant: 'primary' | 'secondary' = 'primary',
  name?: string,
): HTMLButtonElement {
  const button = h(doc, 'button', { class: `button button--${variant}`, text: label, attrs: { type: 'button', ...(name ? { 'aria-label': name } : {}) } })
  button.addEventListener('click', () => {
    button.disabled = true
    void action().finally(() => {
      button.disabled = false
    })
  })
  return button
}
