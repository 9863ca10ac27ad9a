export {
  type ExternalLinkProps,
  type InternalLinkProps,
  Link,
  type LinkProps,
  type LinkVariant,
} from './Link';
