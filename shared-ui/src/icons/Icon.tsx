import type { SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height in px, or any CSS length. Default 1em, so it follows the font size. */
  size?: number | string;
}

interface IconBaseProps extends IconProps {
  /** The 24×24 drawing. */
  children: SVGProps<SVGSVGElement>['children'];
}

/** A decorative 24×24 stroke icon: hidden from assistive technology, never focusable. */
export function Icon({ size = '1em', children, ...rest }: IconBaseProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
