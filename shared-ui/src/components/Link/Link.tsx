import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link as RouterLink, type LinkProps as RouterLinkProps, type To } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { focusVisibleRing } from '../../theme/mixins';
import { NewTabHint, newTabAttributes } from './NewTabHint';

export type LinkVariant = 'inline' | 'standalone' | 'subtle';

interface LinkOwnProps {
  /** `inline` (underlined, inside text), `standalone` (underlined on hover) or `subtle` (body colour). Default `inline`. */
  variant?: LinkVariant;
  /** The link text. */
  children?: ReactNode;
}

export interface InternalLinkProps extends LinkOwnProps, Omit<RouterLinkProps, keyof LinkOwnProps | 'to'> {
  /** An in-app location: rendered with react-router's `Link` (client-side navigation). */
  to: To;
  href?: never;
  external?: never;
}

export interface ExternalLinkProps
  extends LinkOwnProps,
    Omit<ComponentPropsWithRef<'a'>, keyof LinkOwnProps> {
  /** A plain address (another site, `mailto:`, a full page load). */
  href: string;
  /**
   * Opens in a new tab with `rel="noopener noreferrer"`, shows an icon and tells screen readers
   * "(opens in a new tab)".
   */
  external?: boolean;
  to?: never;
}

export type LinkProps = InternalLinkProps | ExternalLinkProps;

/** A themed link: react-router navigation with `to`, a plain or new-tab anchor with `href`. */
export function Link(props: LinkProps) {
  if (props.to !== undefined) {
    const { variant = 'inline', children, ...rest } = props;
    return (
      <RouterAnchor {...rest} $variant={variant}>
        {children}
      </RouterAnchor>
    );
  }
  const { variant = 'inline', external = false, children, ...rest } = props;
  return (
    <Anchor {...rest} {...(external ? newTabAttributes : {})} $variant={variant}>
      {children}
      {external && <NewTabHint />}
    </Anchor>
  );
}

const variants = {
  inline: css`
    color: ${({ theme }) => theme.colors.text.link};
    text-decoration: underline;
  `,
  standalone: css`
    color: ${({ theme }) => theme.colors.text.link};
    text-decoration: none;

    &:hover {
      text-decoration: underline;
    }
  `,
  subtle: css`
    color: inherit;
    text-decoration: none;

    &:hover {
      color: ${({ theme }) => theme.colors.text.link};
    }
  `,
} satisfies Record<LinkVariant, ReturnType<typeof css>>;

const linkStyles = css<{ $variant: LinkVariant }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  text-underline-offset: 0.2em;
  transition: color ${({ theme }) => theme.motion.duration.fast} ease;
  ${({ $variant }) => variants[$variant]}
  ${focusVisibleRing}

  &:hover {
    color: ${({ theme, $variant }) => ($variant === 'subtle' ? undefined : theme.colors.text.linkHover)};
  }
`;

const RouterAnchor = styled(RouterLink)<{ $variant: LinkVariant }>`
  ${linkStyles}
`;

const Anchor = styled.a<{ $variant: LinkVariant }>`
  ${linkStyles}
`;
