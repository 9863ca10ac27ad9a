export { Spinner, SpinnerIcon, type SpinnerIconProps, type SpinnerProps, type SpinnerSize } from './Spinner';
