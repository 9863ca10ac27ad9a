export { Card, type CardPadding, type CardProps } from './Card';
