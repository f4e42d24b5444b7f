import { ACCOUNT_NAME_ZONE, accountNameLabel, RegisterNameError, validateAccountName, type BaseError } from '@berth/headless'
import { useModal, useNameSuggestions, useRegisterName, type UseNameSuggestionsReturnType } from '@berth/headless/react'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { Button } from '../../primitives/Button'
import { ListItem } from '../../primitives/ListItem'
import { Text } from '../../primitives/Text'

/** Suggestions are asked once the typing has paused this long. */
const SUGGESTIONS_DEBOUNCE_MS = 300

/**
 * ArrowDown / ArrowUp between the suggestions (ArrowUp from the first goes back to the field). Not
 * arrowFocus.ts's: shared with Connect, it would become a chunk of its own that Connect's preload,
 * in the page's first load, would have to list.
 */
function moveBetweenSuggestions(event: KeyboardEvent<HTMLElement>, field: HTMLInputElement | null) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
  const rows = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled)'))
  const current = rows.indexOf(document.activeElement as HTMLElement)
  if (current < 0) return
  event.preventDefault()
  const next = rows[current + (event.key === 'ArrowDown' ? 1 : -1)]
  if (next) next.focus()
  else if (event.key === 'ArrowUp') field?.focus()
}

/** Why a registration failed, as the field shows it: RegisterNameError's reason, else the error's short message. */
function failureReason(error: BaseError): string {
  return (error instanceof RegisterNameError ? error.reason : undefined) ?? error.shortMessage
}

/**
 * docs/views.md RegisterAccountName (SPEC §4, embedded-wallet accounts on eip155): the visitor types a
 * name (the `.berth.id` zone shown after it), sees the name rule's message as they type and, once
 * the typing pauses, names near it (a taken one says so; choosing one fills the field). Register
 * asks the wallet to sign (the embedded wallet shows the request in its frame); the view is then
 * replaced with RegisterAccountNameSuccess, or with itself showing why it failed.
 */
export default function RegisterAccountName() {
  const { view, replace } = useModal()
  const tried = view?.params?.accountName ? accountNameLabel(view.params.accountName) : undefined
  const [name, setName] = useState(tried ?? '')
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const hintId = useId()
  const listId = useId()
  const register = useRegisterName()

  const typed = name.trim()
  const problem = typed ? validateAccountName(typed) : undefined
  // Debounced here rather than through AllWallets' useDebouncedValue: a view imports no other view,
  // and a chunk shared for five lines would grow the page's first load (its chunk map).
  const [debounced, setDebounced] = useState(typed)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(typed), SUGGESTIONS_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed])
  // Asked only for a name that keeps the rule, and only the one the typing paused on.
  const asked = !problem && debounced === typed && typed ? typed : undefined
  const suggestions = useNameSuggestions(asked)
  const full = `${typed.toLowerCase()}.${ACCOUNT_NAME_ZONE}`
  const taken = suggestions.data?.some((suggestion) => suggestion.registered && suggestion.name.toLowerCase() === full) ?? false
  // The failure shown is the one of the name tried, until another is typed.
  const failure = view?.params?.registerNameError && tried === name ? view.params.registerNameError : undefined
  const registering = register.isPending

  const hint = problem ?? failure ?? (taken ? `${full} is already taken` : undefined)
  const canRegister = Boolean(typed) && !problem && !taken && !registering

  const choose = (suggestion: string) => {
    setName(accountNameLabel(suggestion))
    inputRef.current?.focus()
  }
  const toSuggestions = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return
    const first = document.getElementById(listId)?.querySelector<HTMLElement>('button[data-slot="list-item"]:not(:disabled)')
    if (!first) return
    event.preventDefault()
    first.focus()
  }

  return (
    <form
      className="berth-send"
      data-slot="register-account-name"
      aria-busy={registering || undefined}
      onSubmit={(event) => {
        event.preventDefault()
        if (!canRegister) return
        const tryName = typed
        // Not mutate's own callbacks: the view may be covered (the wallet's approval) when it settles.
        register.mutateAsync({ name: tryName }).then(
          (registered) => replace('RegisterAccountNameSuccess', { accountName: registered.name }),
          (error: BaseError) => replace('RegisterAccountName', { accountName: tryName, registerNameError: failureReason(error) }),
        )
      }}
    >
      <Text variant="small" tone="secondary">
        Choose a name people can send to instead of your address.
      </Text>
      <div className="berth-send__field">
        <label htmlFor={inputId} className="berth-send__label">
          Account name
        </label>
        <div className="berth-send__amount">
          <input
            ref={inputRef}
            id={inputId}
            data-slot="register-name-input"
            className="berth-send__input"
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder="yourname"
            value={name}
            readOnly={registering}
            aria-invalid={hint ? true : undefined}
            aria-describedby={hintId}
            onKeyDown={toSuggestions}
            onChange={(event) => setName(event.target.value)}
          />
          <span className="berth-send__symbol" data-slot="register-name-zone">{`.${ACCOUNT_NAME_ZONE}`}</span>
        </div>
      </div>
      <Text id={hintId} variant="small" tone={hint ? 'error' : 'secondary'} data-slot="register-name-hint" aria-live="polite" className="berth-send__hint">
        {hint ?? (registering ? 'Approve the signature in your wallet' : 'Letters, digits and hyphens, at least 4 characters')}
      </Text>
      <Suggestions state={suggestions} listId={listId} onChoose={choose} disabled={registering} field={inputRef} />
      <Button type="submit" fullWidth loading={registering} disabled={!canRegister && !registering}>
        Register
      </Button>
    </form>
  )
}

/** The names near the typed one: loading, could not load, or the list (arrow keys move between them). */
function Suggestions({
  state,
  listId,
  onChoose,
  disabled,
  field,
}: {
  state: UseNameSuggestionsReturnType
  listId: string
  onChoose: (name: string) => void
  disabled: boolean
  field: RefObject<HTMLInputElement | null>
}) {
  const status =
    state.isFetching && !state.data
      ? 'Looking for names…'
      : state.isError
        ? 'Suggestions are unavailable right now'
        : state.data
          ? `${state.data.length} suggestions`
          : ''
  return (
    <>
      <span role="status" className="berth-sr-only" data-slot="register-name-status">
        {status}
      </span>
      {state.isFetching && !state.data ? (
        <Text variant="small" tone="secondary" aria-hidden="true">
          Looking for names…
        </Text>
      ) : null}
      {state.isError ? (
        <Text variant="small" tone="secondary" aria-hidden="true" data-slot="register-name-suggestions-error">
          Suggestions are unavailable right now
        </Text>
      ) : null}
      {state.data && state.data.length > 0 ? (
        <ul
          id={listId}
          aria-label="Suggested names"
          className="berth-send-tokens"
          data-slot="register-name-suggestions"
          onKeyDown={(event) => moveBetweenSuggestions(event, field.current)}
        >
          {state.data.map((suggestion) => (
            <li key={suggestion.name}>
              <ListItem
                variant="ghost"
                tag={suggestion.registered ? 'Taken' : undefined}
                tagVariant="error"
                disabled={disabled || suggestion.registered}
                onClick={() => onChoose(suggestion.name)}
              >
                {suggestion.name}
              </ListItem>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
