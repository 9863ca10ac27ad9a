export { Col, type ColProps, Container, type ContainerProps, Row, type RowProps } from './Grid';
export { type ColSpan, colStyles, type ResponsiveSpans, spanDeclarations } from './gridStyles';
