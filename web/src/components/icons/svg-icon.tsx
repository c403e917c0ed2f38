import type { ReactNode } from 'react'
import './svg-icon.css'

export type IconProps = {
  size?: 'small' | 'medium'
  className?: string
}

type SvgIconProps = IconProps & { children: ReactNode }

/** A 24-unit line drawing in the current text colour; the control around it carries the name. */
export function SvgIcon({ size = 'medium', className, children }: SvgIconProps) {
  const classes = ['svg-icon', `svg-icon--${size}`, className].filter(Boolean).join(' ')
  return (
    <svg
      className={classes}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}
