import type { GlobalProvider } from '@ladle/react'
import { useEffect, useState } from 'react'
import { ThemeRoot } from '../ui-kit/src/theme/ThemeRoot'
import type { ThemeMode } from '../ui-kit/src/theme/themeStyle'
import '../ui-kit/src/theme/berth.css'

function usePrefersDark(): boolean {
  const query = '(prefers-color-scheme: dark)'
  const [dark, setDark] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches)
  useEffect(() => {
    if (typeof matchMedia !== 'function') return
    const list = matchMedia(query)
    const onChange = () => setDark(list.matches)
    list.addEventListener('change', onChange)
    return () => list.removeEventListener('change', onChange)
  }, [])
  return dark
}

/**
 * Every story renders inside a Berth theme root whose mode follows Ladle's theme switch
 * (toolbar or the "d" hotkey; "auto" follows the OS), so each story is seen light and dark.
 */
export const Provider: GlobalProvider = ({ children, globalState }) => {
  const prefersDark = usePrefersDark()
  const mode: ThemeMode = globalState.theme === 'dark' || (globalState.theme === 'auto' && prefersDark) ? 'dark' : 'light'
  return (
    <ThemeRoot
      mode={mode}
      style={{
        minHeight: '100%',
        padding: 24,
        background: 'var(--berth-color-bg)',
        color: 'var(--berth-color-fg)',
      }}
    >
      {children}
    </ThemeRoot>
  )
}
