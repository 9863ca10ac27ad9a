export {
  type ExternalLinkProps,
  type InternalLinkProps,
  Link,
  type LinkProps,
  type LinkVariant,
} from './Link';
export { NewTabHint, newTabAttributes } from './NewTabHint';
