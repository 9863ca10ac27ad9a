import styled from 'styled-components';
import { visuallyHidden } from '../../theme/mixins';

/** Text for screen readers only: hidden visually, still read out. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
