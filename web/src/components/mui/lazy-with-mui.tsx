import { lazy, type ComponentType } from 'react'

/**
 * Like `lazy`, but the component arrives inside the MUI theme. MUI and its styling engine are
 * not part of the first screen, so everything that uses them loads them along with itself.
 */
export function lazyWithMui<Props extends object>(
  load: () => Promise<ComponentType<Props> | { default: ComponentType<Props> }>,
): ComponentType<Props> {
  return lazy(async () => {
    const [{ MuiScope }, loaded] = await Promise.all([import('./mui-scope'), load()])
    const Component = 'default' in loaded ? loaded.default : loaded
    function WithMui(props: Props) {
      return (
        <MuiScope>
          <Component {...props} />
        </MuiScope>
      )
    }
    return { default: WithMui }
  })
}
