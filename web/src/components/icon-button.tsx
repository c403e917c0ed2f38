import type { ComponentPropsWithRef } from 'react'
import './icon-button.css'

export type IconButtonProps = ComponentPropsWithRef<'button'> & { edge?: 'end' }

/** A round button around an icon; its name comes from aria-label or hidden text inside. */
export function IconButton({ edge, className, type = 'button', ...props }: IconButtonProps) {
  const classes = ['icon-button', edge && `icon-button--edge-${edge}`, className]
    .filter(Boolean)
    .join(' ')
  return <button type={type} className={classes} {...props} />
}
